export { connectCodeLogin } from "./code-login.connect";
export { codeLoginMachine } from "./code-login.machine";
export type {
  CodeLoginContext,
  CodeLoginError,
  CodeLoginEvent,
  CodeLoginRequest,
  CodeLoginResult,
  CodeLoginView,
  PictureAnswer,
} from "./code-login.types";
