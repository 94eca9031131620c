import type { Meta, StoryObj } from "@storybook/react-vite";
import { AnswerItem } from "../answer-item";
import { QuestionCard } from "./question-card";

const meta = {
  title: "QA/QuestionCard",
  component: QuestionCard,
  args: {
    title: "外贸企业收汇不足能否申报退税？",
    content: "我们公司有一笔出口业务客户只付了 80% 货款，剩下的还没收回，这笔能先申报退税吗？",
    authorName: "学员0001",
    time: "2天前",
    answerCount: 0,
  },
} satisfies Meta<typeof QuestionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {};
export const WithAnswers: Story = {
  args: {
    answerCount: 2,
    children: (
      <>
        <AnswerItem
          authorName="王立新"
          lecturer
          lecturerTitle="注册税务师"
          content="可以先申报，8 个月内仍未收汇的需补缴已退税款。"
          time="1天前"
        />
        <AnswerItem authorName="学员0002" content="我们也是先申报的。" time="5小时前" />
      </>
    ),
  },
};
/** In the learner centre: the course link and the delete action of the learner's own question. */
export const OwnInCentre: Story = {
  args: {
    course: { title: "出口退税实务：从备案到申报", href: "/course/details?id=1" },
    onDelete: () => {},
    answerCount: 1,
  },
};
/** The question a 问答 message led to. */
export const Highlighted: Story = { args: { highlighted: true } };
export const TitleOnly: Story = { args: { content: "" } };
