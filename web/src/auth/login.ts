import { fromPromise, type ActorRefFrom } from 'xstate';
import { loginModalMachine, type PasswordEncryption } from './login-modal.machine';
import { encryptPassword } from './crypto';

/** The login modal with the password encrypted in the browser. */
export const appLoginModalMachine = loginModalMachine.provide({
  actors: {
    encryptPassword: fromPromise<string, PasswordEncryption>(async ({ input }) =>
      encryptPassword(input.password, { iv: input.iv, key: input.key }),
    ),
  },
});

export type LoginModalActor = ActorRefFrom<typeof loginModalMachine>;
