import { loginPasswordSchema, nickNameSchema, strictPhoneSchema, verifyCodeSchema } from '@portal/contracts';
import { firstIssue } from '../../../../lib/validation';

/** Shown when the two password inputs differ. */
export const PASSWORD_MISMATCH_ERROR = '两次输入的密码不一致';

export interface CredentialsForm {
  phone: string;
  code: string;
  password: string;
  confirm: string;
  nickName?: string;
}

/** The first rule the register or password-reset form breaks, as the message it shows; null when it may be sent. */
export function credentialsFormError(form: CredentialsForm): string | null {
  return (
    firstIssue(strictPhoneSchema.safeParse(form.phone)) ??
    firstIssue(verifyCodeSchema.safeParse(form.code)) ??
    firstIssue(loginPasswordSchema.safeParse(form.password)) ??
    (form.password === form.confirm ? null : PASSWORD_MISMATCH_ERROR) ??
    (form.nickName ? firstIssue(nickNameSchema.safeParse(form.nickName)) : null)
  );
}
