import type { accountContracts } from "@taxlearn/api";
import type { HandlersFor } from "../../http/mount-contracts";
import type { ServerContext } from "../../server-context";
import { captcha } from "./handlers/captcha";
import { cityList } from "./handlers/city-list";
import { codeLogin } from "./handlers/code-login";
import { forgetPassword } from "./handlers/forget-password";
import { imageCaptcha } from "./handlers/image-captcha";
import { learningOptions } from "./handlers/learning-options";
import { login } from "./handlers/login";
import { logout } from "./handlers/logout";
import { register } from "./handlers/register";
import { setLearningGoal } from "./handlers/set-learning-goal";
import { trackEvent } from "./handlers/track-event";
import { userInfo } from "./handlers/user-info";
import { userPreference } from "./handlers/user-preference";
import { verify } from "./handlers/verify";
import { writeRecord } from "./handlers/write-record";

// app.ts mounts the session resolver together with these handlers
export { resolveSession } from "../../auth/sessions";

/** The account calls; each handler lives in handlers/<operation>.ts. */
export function accountHandlers(server: ServerContext): HandlersFor<typeof accountContracts> {
  return {
    login: login(server),
    codeLogin: codeLogin(server),
    imageCaptcha: imageCaptcha(server),
    userInfo: userInfo(server),
    logout: logout(server),
    register: register(server),
    forgetPassword: forgetPassword(server),
    captcha: captcha(server),
    verify: verify(server),
    cityList: cityList(server),
    userPreference: userPreference(server),
    learningOptions: learningOptions(server),
    setLearningGoal: setLearningGoal(server),
    writeRecord: writeRecord(server),
    trackEvent: trackEvent(server),
  };
}
