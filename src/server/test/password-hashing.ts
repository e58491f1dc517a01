import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { PasswordHashing } from '../auth/auth';

// better-auth's own scrypt, each distinct input computed once per test worker. Scrypt is slow on
// purpose (a tenth of a second a call here), nearly every test account shares one password, and
// each made account is a sign-up (a hash) and a sign-in (a check): recomputing them was a third
// of the suite's time. The hashes are scrypt's, with the salt of the first call for a password.
const hashes = new Map<string, Promise<string>>();
const checks = new Map<string, Promise<boolean>>();

function once<T>(memo: Map<string, Promise<T>>, key: string, compute: () => Promise<T>) {
  let result = memo.get(key);
  if (!result) {
    result = compute();
    memo.set(key, result);
  }
  return result;
}

export const memoizedScrypt: PasswordHashing = {
  hash: (password) => once(hashes, password, () => hashPassword(password)),
  verify: ({ hash, password }) =>
    once(checks, `${hash}\u0000${password}`, () => verifyPassword({ hash, password })),
};
