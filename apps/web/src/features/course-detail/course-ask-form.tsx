import { AskForm, type AskFormProps } from "@taxlearn/ui";

/** The ask form of a logged-in learner, loaded apart: a visitor's first visit shows only its login prompt. */
export default function CourseAskForm(props: AskFormProps) {
  return <AskForm {...props} />;
}
