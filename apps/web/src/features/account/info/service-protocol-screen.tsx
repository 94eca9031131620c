import { BulletList, InfoPage, InfoSection, Paragraphs } from "../components/info-page";
import { SERVICE_PROTOCOL } from "./info.content";

/** /service-protocol 法律协议: the user service agreement (linked from the register form). */
export default function ServiceProtocolScreen() {
  return (
    <InfoPage title={SERVICE_PROTOCOL.title} lead={SERVICE_PROTOCOL.lead} meta={SERVICE_PROTOCOL.meta}>
      {SERVICE_PROTOCOL.sections.map((section) => (
        <InfoSection key={section.title} title={section.title}>
          {"paragraphs" in section && section.paragraphs ? <Paragraphs items={section.paragraphs} /> : null}
          {"bullets" in section && section.bullets ? <BulletList items={section.bullets} /> : null}
        </InfoSection>
      ))}
    </InfoPage>
  );
}
