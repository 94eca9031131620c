import { mobileOf, passwordHashOf, revokeOtherTokens, updateAccount } from "../../auth/account-records.repo";
import { userIdByMobile } from "../../auth/user-directory.repo";
import type { Executor } from "../../db/executor";

// The account is auth's (users, auth_tokens): the profile's writes go through its repository. Every write names the
// token's user; nothing here takes a user id from a request body.

export const setUsername = (db: Executor, userId: number, username: string) => updateAccount(db, userId, { username });

export const setAvatar = (db: Executor, userId: number, avatar: string) => updateAccount(db, userId, { avatar });

export const setMobile = (db: Executor, userId: number, mobile: string) => updateAccount(db, userId, { mobile });

export const setPasswordHash = (db: Executor, userId: number, passwordHash: string) =>
  updateAccount(db, userId, { passwordHash });

export { mobileOf, passwordHashOf, revokeOtherTokens, userIdByMobile };
