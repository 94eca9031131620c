import { InfoPage, InfoSection, Paragraphs, TileGrid } from "../components/info-page";
import { ABOUT } from "./info.content";

/** /about 关于我们. */
export default function AboutScreen() {
  return (
    <InfoPage title={ABOUT.title} lead={ABOUT.lead}>
      <InfoSection title="平台简介">
        <Paragraphs items={ABOUT.intro} />
      </InfoSection>
      <InfoSection title="我们提供">
        <TileGrid tiles={ABOUT.offerings} />
      </InfoSection>
      <InfoSection title="联系我们">
        <Paragraphs items={ABOUT.contact} />
      </InfoSection>
    </InfoPage>
  );
}
