import type { ReactNode } from 'react';
import { PASSWORD_INPUT_MAX_LENGTH, PASSWORD_PLACEHOLDER, PHONE_LENGTH, normalizePhoneInput } from '@portal/contracts';

export interface CredentialFieldsProps {
  phone: string;
  password: string;
  confirm: string;
  onChange: (field: 'phone' | 'password' | 'confirm') => (value: string) => void;
  /** What the page calls the password it sets, e.g. 密码 or 新密码. */
  passwordLabel: string;
  phonePlaceholder: string;
  testIdPrefix: string;
  /** Sits between the phone and the password, where the SMS code goes. */
  children?: ReactNode;
}

/** The phone, and the password typed twice, of the register and password-retrieval forms. */
export function CredentialFields({
  phone,
  password,
  confirm,
  onChange,
  passwordLabel,
  phonePlaceholder,
  testIdPrefix,
  children,
}: CredentialFieldsProps) {
  return (
    <>
      <input
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={PHONE_LENGTH}
        placeholder={phonePlaceholder}
        aria-label="手机号"
        value={phone}
        onChange={(event) => onChange('phone')(normalizePhoneInput(event.target.value))}
        data-testid={`${testIdPrefix}-phone`}
      />
      {children}
      <input
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_INPUT_MAX_LENGTH}
        placeholder={PASSWORD_PLACEHOLDER}
        aria-label={passwordLabel}
        value={password}
        onChange={(event) => onChange('password')(event.target.value)}
        data-testid={`${testIdPrefix}-password`}
      />
      <input
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_INPUT_MAX_LENGTH}
        placeholder={`请再次输入${passwordLabel}`}
        aria-label={`确认${passwordLabel}`}
        value={confirm}
        onChange={(event) => onChange('confirm')(event.target.value)}
        data-testid={`${testIdPrefix}-password-confirm`}
      />
    </>
  );
}
