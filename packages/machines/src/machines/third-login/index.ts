export { thirdLoginMachine } from "./third-login.machine";
export type {
  BindPhoneRequest,
  ExchangeResult,
  ThirdLoginContext,
  ThirdLoginFailure,
  ThirdLoginInput,
  ThirdLoginOutcome,
} from "./third-login.types";
export { THIRD_LOGIN_MESSAGES, THIRD_LOGIN_PROVIDERS } from "./third-login.types";
