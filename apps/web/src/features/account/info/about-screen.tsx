import { ACCOUNT_TEXT } from "../account.messages";
import { InfoPage, InfoSection, Paragraphs, TileGrid } from "../components/info-page";
import { ABOUT } from "./info.content";

/** /about 关于我们. */
export default function AboutScreen() {
  return (
    <InfoPage title={ABOUT.title} lead={ABOUT.lead}>
      <InfoSection title={ACCOUNT_TEXT.aboutIntro}>
        <Paragraphs items={ABOUT.intro} />
      </InfoSection>
      <InfoSection title={ACCOUNT_TEXT.aboutOffer}>
        <TileGrid tiles={ABOUT.offerings} />
      </InfoSection>
      <InfoSection title={ACCOUNT_TEXT.aboutContact}>
        <Paragraphs items={ABOUT.contact} />
      </InfoSection>
    </InfoPage>
  );
}
