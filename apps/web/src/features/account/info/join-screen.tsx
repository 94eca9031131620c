import { ACCOUNT_TEXT } from "../account.messages";
import { BulletList, InfoPage, InfoSection, Paragraphs } from "../components/info-page";
import { JOIN } from "./info.content";
import * as styles from "./info.css";

/** /join 加入我们: the open positions. */
export default function JoinScreen() {
  return (
    <InfoPage title={JOIN.title} lead={JOIN.lead}>
      {JOIN.openings.map((job) => (
        <InfoSection key={job.title} title={job.title}>
          <p className={styles.tag}>{job.kind}</p>
          <h3 className={styles.subheading}>{ACCOUNT_TEXT.joinDuties}</h3>
          <BulletList items={job.duties} />
          <h3 className={styles.subheading}>{ACCOUNT_TEXT.joinRequirements}</h3>
          <BulletList items={job.requirements} />
        </InfoSection>
      ))}
      <InfoSection title={ACCOUNT_TEXT.joinApply}>
        <Paragraphs items={JOIN.apply} />
      </InfoSection>
    </InfoPage>
  );
}
