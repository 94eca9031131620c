import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { beijingDay } from "../time/time.rules";
import {
  ADMIN_SECTIONS,
  beijingDayStart,
  csvDocument,
  csvField,
  isAdminConsolePath,
  isOperator,
  isOperatorRole,
  lastBeijingDays,
  maySection,
  OPERATOR_ROLES,
  parseOperatorRoles,
  rolesNeededLabel,
  sectionsFor,
} from "./admin.rules";

describe("the role editor's text", () => {
  it("reads comma-separated roles (ASCII or full-width commas) once each, in role order", () => {
    expect(parseOperatorRoles("")).toEqual({ ok: true, roles: [] });
    expect(parseOperatorRoles(" admin , editor，finance,editor ")).toEqual({
      ok: true,
      roles: ["editor", "finance", "admin"],
    });
  });

  it("names the first word that is not an operator role (staff is not one)", () => {
    expect(parseOperatorRoles("editor,staff,boss")).toEqual({ ok: false, unknown: "staff" });
  });

  it("accepts every subset of the roles, whatever the order", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...OPERATOR_ROLES]), (roles) => {
        const parsed = parseOperatorRoles(roles.join(","));
        expect(parsed).toEqual({ ok: true, roles: OPERATOR_ROLES.filter((r) => roles.includes(r)) });
      }),
    );
  });
});

describe("operator roles and sections", () => {
  it("knows the four operator roles and nothing else", () => {
    expect(OPERATOR_ROLES).toEqual(["editor", "finance", "support", "admin"]);
    expect(isOperatorRole("finance")).toBe(true);
    expect(isOperatorRole("staff")).toBe(false);
    expect(isOperator(["staff"])).toBe(false);
    expect(isOperator(["staff", "support"])).toBe(true);
  });

  it("lets admin use every section and a learner none", () => {
    expect(sectionsFor(["admin"]).map((s) => s.key)).toEqual(ADMIN_SECTIONS.map((s) => s.key));
    expect(sectionsFor([])).toEqual([]);
    expect(sectionsFor(["staff"])).toEqual([]);
  });

  it("gives each role its sections, and several roles the union", () => {
    expect(sectionsFor(["finance"]).map((s) => s.key)).toEqual(["dashboard", "orders", "invoices", "vip"]);
    expect(sectionsFor(["support"]).map((s) => s.key)).toEqual(["dashboard", "plan-requests", "help"]);
    expect(sectionsFor(["editor"]).map((s) => s.key)).toEqual([
      "dashboard",
      "courses",
      "lectures",
      "articles",
      "collections",
      "plan-requests",
      "lives",
      "hearings",
    ]);
    expect(sectionsFor(["finance", "support"]).map((s) => s.key)).toEqual([
      "dashboard",
      "orders",
      "invoices",
      "vip",
      "plan-requests",
      "help",
    ]);
    expect(maySection(["support"], "help")).toBe(true);
    expect(maySection(["editor"], "help")).toBe(false);
    expect(maySection(["support"], "hearings")).toBe(false);
    expect(maySection(["support"], "users")).toBe(false);
    expect(maySection(["admin"], "users")).toBe(true);
    expect(maySection(["support"], "audit")).toBe(false);
    expect(maySection(["finance"], "orgs")).toBe(false);
    expect(maySection(["editor"], "lectures")).toBe(true);
    expect(maySection(["finance"], "lectures")).toBe(false);
    expect(maySection(["finance"], "orders")).toBe(true);
    expect(maySection(["admin"], "audit")).toBe(true);
  });

  it("names the roles a section needs", () => {
    expect(rolesNeededLabel("orders")).toBe("财务 或 管理员");
    expect(rolesNeededLabel("audit")).toBe("管理员");
  });
});

describe("the console's own pages (answered 200 on load and reload)", () => {
  it("knows /admin, each section, and a record under the sections that open one", () => {
    expect(isAdminConsolePath("/admin")).toBe(true);
    expect(isAdminConsolePath("/admin/")).toBe(true);
    for (const section of ADMIN_SECTIONS) expect(isAdminConsolePath(`/admin/${section.key}`)).toBe(true);
    expect(isAdminConsolePath("/admin/users/12")).toBe(true);
    expect(isAdminConsolePath("/admin/orders/TL2026120600001")).toBe(true);
    expect(isAdminConsolePath("/admin/plan-requests/7")).toBe(true);
  });
  it("refuses what is not a console page", () => {
    expect(isAdminConsolePath("/")).toBe(false);
    expect(isAdminConsolePath("/home")).toBe(false);
    expect(isAdminConsolePath("/administrator")).toBe(false);
    expect(isAdminConsolePath("/admin/nowhere")).toBe(false);
    // a record only under the sections that open one, one segment deep
    expect(isAdminConsolePath("/admin/help/3")).toBe(false);
    expect(isAdminConsolePath("/admin/users/12/more")).toBe(false);
  });
});

describe("Beijing days (spec §9: UTC+8)", () => {
  it("turns at 16:00 UTC", () => {
    expect(beijingDay(new Date("2026-03-01T15:59:59Z"))).toBe("2026-03-01");
    expect(beijingDay(new Date("2026-03-01T16:00:00Z"))).toBe("2026-03-02");
    expect(beijingDayStart("2026-03-02").toISOString()).toBe("2026-03-01T16:00:00.000Z");
  });

  it("lists the last n days, oldest first, ending today, each a day apart", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01"), max: new Date("2090-01-01"), noInvalidDate: true }), (at) => {
        const days = lastBeijingDays(at, 30);
        expect(days).toHaveLength(30);
        expect(days.at(-1)).toBe(beijingDay(at));
        for (let i = 1; i < days.length; i++) {
          expect(beijingDayStart(days[i]!).getTime() - beijingDayStart(days[i - 1]!).getTime()).toBe(86_400_000);
        }
      }),
    );
  });
});

describe("CSV for accounting", () => {
  it("quotes commas, quotes and line breaks, and defuses formulas", () => {
    expect(csvField("张三")).toBe("张三");
    expect(csvField(12)).toBe("12");
    expect(csvField(null)).toBe("");
    expect(csvField('a,"b"')).toBe('"a,""b"""');
    expect(csvField("x\ny")).toBe('"x\ny"');
    expect(csvField("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvField(-5)).toBe("-5");
  });

  it("starts with the byte-order mark and ends lines with CRLF", () => {
    expect(
      csvDocument([
        ["订单号", "金额"],
        ["T1", "9.90"],
      ]),
    ).toBe("\uFEFF订单号,金额\r\nT1,9.90\r\n");
  });

  it("reads back what it wrote (one field per cell)", () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), (cells) => {
        const line = csvDocument([cells]).slice(1, -2);
        // a minimal RFC 4180 reader
        const parsed: string[] = [];
        let i = 0;
        while (i <= line.length) {
          if (line[i] === '"') {
            let value = "";
            i++;
            while (i < line.length) {
              if (line[i] === '"' && line[i + 1] === '"') {
                value += '"';
                i += 2;
              } else if (line[i] === '"') {
                i++;
                break;
              } else value += line[i++];
            }
            parsed.push(value);
            i++;
          } else {
            const end = line.indexOf(",", i);
            const stop = end === -1 ? line.length : end;
            parsed.push(line.slice(i, stop));
            i = stop + 1;
          }
        }
        expect(parsed).toEqual(cells.map((c) => (/^[=+\-@\t\r]/.test(c) ? `'${c}` : c)));
      }),
    );
  });
});
