import { useState } from 'react';
import { nickNameSchema } from '@portal/contracts';
import { firstIssue } from '../lib/validation';
import { checkNickName } from './queries';

type Availability = { nickName: string; available: boolean; message: string } | null;

export interface NickNameFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The user's own nickname: not checked, since it is theirs. */
  current?: string;
  testIdPrefix: string;
}

/** The first rule a nickname breaks (2 to 12 characters, no spaces), or null. */
export function nickNameError(nickName: string): string | null {
  return firstIssue(nickNameSchema.safeParse(nickName));
}

/** A nickname input whose availability GET /user/check/nick-name tells, on blur or on request. */
export function NickNameField({ value, onChange, current, testIdPrefix }: NickNameFieldProps) {
  const [availability, setAvailability] = useState<Availability>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function check() {
    const nickName = value.trim();
    if (nickName === '' || nickName === current) return;
    const invalid = nickNameError(nickName);
    setProblem(invalid);
    if (invalid) return;
    try {
      const answer = await checkNickName(nickName);
      if (answer.ok) setAvailability({ nickName, available: answer.data.available, message: answer.message });
      else setProblem(answer.message);
    } catch {
      setProblem('昵称检测失败，请稍后重试');
    }
  }

  const shown = availability?.nickName === value.trim() ? availability : null;

  return (
    <div className="nick-name-field">
      <div className="account-form__field account-form__field--code">
        <input
          type="text"
          autoComplete="nickname"
          placeholder="2-12个字符"
          aria-label="昵称"
          value={value}
          onChange={(event) => {
            setProblem(null);
            onChange(event.target.value);
          }}
          onBlur={() => void check()}
          data-testid={`${testIdPrefix}-nickname`}
        />
        <button
          type="button"
          className="get-code-button"
          onClick={() => void check()}
          data-testid={`${testIdPrefix}-nickname-check`}
        >
          检测
        </button>
      </div>
      {problem && (
        <p className="account-form__hint" role="alert" data-testid={`${testIdPrefix}-nickname-error`}>
          {problem}
        </p>
      )}
      {!problem && shown && (
        <p
          className={shown.available ? 'account-form__ok' : 'account-form__hint'}
          data-testid={`${testIdPrefix}-nickname-availability`}
        >
          {shown.message || (shown.available ? '昵称可用' : '昵称已被占用')}
        </p>
      )}
    </div>
  );
}
