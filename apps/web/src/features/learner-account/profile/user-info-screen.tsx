import type { UserInfoData } from "@taxlearn/api";
import { useEffect, useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useSession } from "../../../lib/session/session-provider";
import { CentreSection } from "../centre-section";
import { LEARNER_ACCOUNT_TEXT as TEXT } from "../learner-account.messages";
import { AvatarBlock } from "./avatar-block";
import { PasswordBlock } from "./password-block";
import { PhoneBlock } from "./phone-block";
import { UsernameBlock } from "./username-block";

/** /center/userInfo: avatar, username, phone and password of the logged-in learner. */
export default function UserInfoScreen() {
  const query = useApiQuery((api) => api.userInfo(), []);
  return (
    <CentreSection title={TEXT.profileTitle} subtitle={TEXT.profileSubtitle}>
      <QueryView query={query}>{(profile) => <ProfileForms profile={profile} />}</QueryView>
    </CentreSection>
  );
}

function ProfileForms({ profile }: { profile: UserInfoData }) {
  const session = useSession();
  const [current, setCurrent] = useState(profile);
  useEffect(() => setCurrent(profile), [profile]);
  return (
    <>
      <AvatarBlock
        avatar={current.avatar ?? ""}
        name={current.username}
        onChange={(avatar) => setCurrent((p) => ({ ...p, avatar }))}
      />
      <UsernameBlock
        username={current.username}
        onChange={(username) => {
          setCurrent((p) => ({ ...p, username }));
          // the top bar shows the phone; an account without one shows its name
          if (!current.mobile) session.updateUsername(username);
        }}
      />
      <PhoneBlock
        mobile={current.mobile}
        onChange={(mobile) => {
          setCurrent((p) => ({ ...p, mobile }));
          session.updateUsername(mobile);
        }}
      />
      <PasswordBlock />
    </>
  );
}
