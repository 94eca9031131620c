import { fail, failBecause, ok } from "../../../http/outcome";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import { findVipProduct } from "../../vip/vip.repo";
import { courseCard } from "../catalogue.mappers";
import { orgCategoryScope } from "../catalogue.repo";
import { courseListPage } from "../course-list.repo";
import * as repo from "../courses.repo";
import { COURSE_WITHDRAWN, courseOpenTo, type KeepsCourse } from "../withdrawn-access";
import type { CatalogueHandlers } from "./catalogue-handlers";

/** Course lists and details (scoped to the organisation's categories), categories, VIP products, lecture texts. */
export function courseHandlers(server: ServerContext, keepsCourse: KeepsCourse): CatalogueHandlers {
  const { db } = server;
  return {
    async onlineProducts(input, request) {
      const scope = await orgCategoryScope(db, request.orgId);
      const filter = {
        categoryId: input.categoryId,
        productType: input.productType,
        teachingMethod: input.teachingMethod,
        keyword: input.keyword?.trim() || undefined,
        isFree: input.isFree,
        sort: input.sort,
        scope,
      };
      // one statement over the stored list order, however deep the page (course-list.repo.ts)
      const { cards, total } = await courseListPage(db, filter, input.page, input.pageSize);
      const list = cards.map(({ course, lecturers }) => courseCard(course, lecturers));
      return ok({ list, total, page: input.page, pageSize: input.pageSize });
    },

    async onlineProductDetail(input, request) {
      const row = await repo.findCourse(db, input.id);
      const scope = await orgCategoryScope(db, request.orgId);
      if (!row || (scope !== null && !scope.includes(row.categoryId))) return fail(404, SERVER_MESSAGES.notFound);
      // a withdrawn course stays open to its buyers and to learners who studied it (withdrawn-access)
      if (!(await courseOpenTo(db, row.id, request.session?.userId ?? null, keepsCourse)))
        return failBecause(404, COURSE_WITHDRAWN, "withdrawn");
      const lecturers = await repo.lecturersOfCourses(db, [row.id]);
      const category = await repo.findCategory(db, row.categoryId);
      const detail = ok({
        ...courseCard(row, lecturers),
        categoryName: category?.name ?? "",
        detailHtml: row.detailHtml,
        lecturerDetails: lecturers.map((l) => ({
          id: l.id,
          nickname: l.nickname,
          avatar: l.avatar,
          positionalTitles: l.positionalTitles,
          intro: l.intro,
        })),
        files: await repo.filesOfCourse(db, row.id),
      });
      // a withdrawn course's page is its buyer's alone: never cached for the next visitor
      return row.withdrawnAt === null ? detail : { ...detail, personal: true };
    },

    async vipProduct(input) {
      const row = await findVipProduct(db, input.id);
      if (!row) return fail(404, SERVER_MESSAGES.notFound);
      if (!row.onSale) return fail(404, "该会员商品已下架，请选择其他会员商品");
      const { sort: _sort, onSale: _onSale, ...product } = row;
      return ok(product);
    },

    async onlineCategories(input, request) {
      const scope = await orgCategoryScope(db, request.orgId);
      return ok(await repo.listCategories(db, input.kind, scope));
    },

    async productFileLongText(input) {
      const file = await repo.findProductFile(db, input.mediaId);
      return file
        ? ok({ mediaId: file.mediaId, title: file.title, html: file.html })
        : fail(404, SERVER_MESSAGES.notFound);
    },
  };
}
