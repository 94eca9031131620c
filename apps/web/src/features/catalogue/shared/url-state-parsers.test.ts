import { describe, expect, it } from "vitest";
import { choicenessRequest, choicenessSearchParams, parseChoicenessQuery } from "../choiceness/choiceness-query";
import { parseRegionQuery, regionSearchParams, validRegion } from "../course-region/course-region-query";
import {
  extendedReadRequest,
  extendedReadSearchParams,
  parseExtendedReadQuery,
} from "../extended-read/extended-read-query";
import {
  knowledgeRequest,
  knowledgeSearchParams,
  knowledgeTitle,
  parseKnowledgeQuery,
} from "../knowledge/knowledge-query";

const params = (search: string) => new URLSearchParams(search);

describe("/knowledge URL state", () => {
  it("is the micro-course list (pT=2, all) by default and keeps pT in its address", () => {
    const query = parseKnowledgeQuery(params(""));
    expect(query).toEqual({ productType: 2, kind: "all", page: 1, pageSize: 10 });
    expect(knowledgeSearchParams(query).toString()).toBe("pT=2");
    expect(knowledgeRequest(query)).toEqual({ productType: 2, page: 1, pageSize: 10 });
  });

  it("filters the course-based and standalone tabs by teaching method", () => {
    const course = parseKnowledgeQuery(params("pT=2&tab=course&page=2"));
    expect(knowledgeRequest(course)).toEqual({ productType: 2, teachingMethod: 1, page: 2, pageSize: 10 });
    const standalone = parseKnowledgeQuery(params("pT=2&tab=standalone"));
    expect(knowledgeRequest(standalone).teachingMethod).toBe(2);
    expect(knowledgeSearchParams(standalone).toString()).toBe("pT=2&tab=standalone");
  });

  it("has no micro-course tabs for another product type named in the link", () => {
    const series = parseKnowledgeQuery(params("pT=15&tab=standalone"));
    expect(knowledgeRequest(series)).toEqual({ productType: 15, page: 1, pageSize: 10 });
    expect(knowledgeTitle(series)).toBe("系列课");
    expect(knowledgeTitle(parseKnowledgeQuery(params("pT=2")))).toBe("微课");
  });

  it("ignores an unknown tab or product type", () => {
    expect(parseKnowledgeQuery(params("pT=9&tab=other"))).toMatchObject({ productType: 2, kind: "all" });
  });
});

describe("/extended-read URL state", () => {
  it("reads the kind and maps it to the article type", () => {
    expect(extendedReadRequest(parseExtendedReadQuery(params("")))).toEqual({ type: 3, page: 1, pageSize: 10 });
    const judicial = parseExtendedReadQuery(params("kind=judicial&page=3"));
    expect(extendedReadRequest(judicial)).toEqual({ type: 26, page: 3, pageSize: 10 });
    expect(extendedReadSearchParams(judicial).toString()).toBe("kind=judicial&page=3");
    expect(parseExtendedReadQuery(params("kind=gossip")).kind).toBe("interpretation");
  });
});

describe("/choiceness URL state", () => {
  it("always sorts by learners and keeps the category and page", () => {
    const query = parseChoicenessQuery(params("categoryId=104&page=2&pageSize=20"));
    expect(choicenessRequest(query)).toEqual({ sort: "hot", categoryId: 104, page: 2, pageSize: 20 });
    expect(choicenessSearchParams(query).toString()).toBe("categoryId=104&page=2&pageSize=20");
    expect(choicenessRequest(parseChoicenessQuery(params("")))).toEqual({ sort: "hot", page: 1, pageSize: 10 });
  });
});

describe("/course/region URL state", () => {
  const provinces = [
    { id: 44000, cities: [{ id: 44001 }, { id: 44002 }] },
    { id: 11000, cities: [{ id: 11001 }] },
  ];

  it("reads a province and city, or nothing", () => {
    expect(parseRegionQuery(params(""))).toBeNull();
    expect(parseRegionQuery(params("cityId=44001"))).toBeNull();
    expect(parseRegionQuery(params("provinceId=44000&cityId=44001"))).toEqual({ provinceId: 44000, cityId: 44001 });
    expect(regionSearchParams({ provinceId: 44000, cityId: null }).toString()).toBe("provinceId=44000");
  });

  it("keeps a city only inside its province, and rejects an unknown province", () => {
    expect(validRegion({ provinceId: 44000, cityId: 44002 }, provinces)).toEqual({ provinceId: 44000, cityId: 44002 });
    expect(validRegion({ provinceId: 11000, cityId: 44002 }, provinces)).toEqual({ provinceId: 11000, cityId: null });
    expect(validRegion({ provinceId: 99000, cityId: null }, provinces)).toBeNull();
  });
});
