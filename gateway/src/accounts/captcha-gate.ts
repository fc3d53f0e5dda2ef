/** The captcha module as the SMS route needs it: a passed captcha's value, usable once, for one mobile. */
export interface CaptchaGate {
  /** True once for a verification value that passed the captcha; it is then spent and bound to `binding.mobile`. */
  consumeVerification(value: string, binding: { mobile: string }): Promise<boolean>;
}

