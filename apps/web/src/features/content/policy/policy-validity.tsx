import type { RegulationProfileData } from "@taxlearn/api";
import { VALIDITY_LABELS } from "@taxlearn/core";
import { ValidityBanner } from "@taxlearn/ui";
import { CONTENT_TEXT } from "../content.messages";
import { REGULATION_TEXT } from "../graph/regulation.messages";
import { policyDetailsPath } from "../shared/content-paths";

/** A policy's validity today, its register facts and its amendment chain (nothing for a document without an entry). */
export function PolicyValidity({ profile }: { profile: RegulationProfileData }) {
  const meta = profile.metadata;
  if (!meta) return null;
  const facts = [
    ...(meta.docNumber ? [{ term: REGULATION_TEXT.docNumber, value: meta.docNumber }] : []),
    { term: REGULATION_TEXT.issuers, value: meta.issuers.join(CONTENT_TEXT.listSeparator) },
    { term: REGULATION_TEXT.issuedOn, value: meta.issuedOn },
    { term: REGULATION_TEXT.effectiveFrom, value: meta.effectiveFrom },
    { term: REGULATION_TEXT.region, value: meta.region },
  ];
  return (
    <ValidityBanner
      validity={meta.validity}
      label={VALIDITY_LABELS[meta.validity]}
      facts={facts}
      {...(meta.nextChangeOn ? { upcoming: REGULATION_TEXT.upcoming(meta.nextChangeOn) } : {})}
      chainTitle={REGULATION_TEXT.chainTitle}
      chain={profile.relations.map((r) => ({
        label: REGULATION_TEXT.changeLabels[r.direction][r.kind],
        title: r.title,
        docNumber: r.docNumber,
        effectiveFrom: r.effectiveFrom,
        note: r.note,
        href: policyDetailsPath(r.articleId),
      }))}
    />
  );
}
