/** The captcha module as the SMS route needs it: a passed captcha's value, usable once, for one mobile. */
export interface CaptchaGate {
  /** True once for a verification value that passed the captcha; it is then spent and bound to `binding.mobile`. */
  consumeVerification(value: string, binding: { mobile: string }): Promise<boolean>;
}

/** Stands in until the captcha module is wired: no captcha can pass, so no code is sent. */
export const closedCaptchaGate: CaptchaGate = {
  async consumeVerification() {
    return false;
  },
};
