import { ACCOUNT_TEXT } from "../account.messages";
import { InfoPage, InfoSection, Paragraphs } from "../components/info-page";
import { NOTICES } from "./info.content";
import * as styles from "./info.css";

/** /notice 公告: the platform's announcements, newest first. */
export default function NoticeScreen() {
  return (
    <InfoPage title={NOTICES.title} lead={NOTICES.lead}>
      {NOTICES.items.map((notice) => (
        <InfoSection key={notice.title} title={notice.title}>
          <p className={styles.date}>
            {ACCOUNT_TEXT.noticeDate}
            <time dateTime={notice.date}>{notice.date}</time>
          </p>
          <Paragraphs items={notice.paragraphs} />
        </InfoSection>
      ))}
    </InfoPage>
  );
}
