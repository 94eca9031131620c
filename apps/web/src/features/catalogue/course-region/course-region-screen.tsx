import { EmptyState, PageColumn } from "@taxlearn/ui";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useServices } from "../../../lib/api/app-services";
import { useSession } from "../../../lib/session/session-provider";
import { CATALOGUE_TEXT } from "../catalogue.messages";
import * as styles from "../shared/catalogue.css";
import { NullableFilterChips } from "../shared/nullable-filter-chips";
import {
  type RegionChoice,
  readRegionChoice,
  regionalColumnRequest,
  saveRegionChoice,
} from "../shared/region-preference";
import { RegionalBlock } from "../shared/regional-block";
import { CourseGridSkeleton } from "../shared/skeletons";
import { parseRegionQuery, regionSearchParams, validRegion } from "./course-region-query";

/**
 * /course/region: pick a province and city; shows that region's column (courses and lives). The choice is in the
 * URL query and is remembered, so /home shows the same region's block.
 */
export default function CourseRegionScreen() {
  const { storage } = useServices();
  const [params, setParams] = useSearchParams();
  const [remembered] = useState(() => readRegionChoice(storage));
  const asked = parseRegionQuery(params) ?? remembered;
  const provinces = useApiQuery((api) => api.cityList(), []);

  return (
    <PageColumn className={styles.page}>
      <section className={styles.panel}>
        <PageHeading title={CATALOGUE_TEXT.regionTitle} subtitle={CATALOGUE_TEXT.regionSubtitle} />
        <QueryView query={provinces}>
          {(list) => {
            const region = validRegion(asked, list) ?? (list[0] ? { provinceId: list[0].id, cityId: null } : null);
            if (!region) return <EmptyState />;
            const choose = (next: RegionChoice) => {
              saveRegionChoice(storage, next);
              setParams(regionSearchParams(next));
            };
            const province = list.find((p) => p.id === region.provinceId);
            return (
              <>
                <div className={styles.filters}>
                  <NullableFilterChips
                    label={CATALOGUE_TEXT.filterProvince}
                    options={list.map((p) => ({ value: p.id, label: p.name }))}
                    value={region.provinceId}
                    onChange={(provinceId) => {
                      if (provinceId !== null) choose({ provinceId, cityId: null });
                    }}
                  />
                  <NullableFilterChips
                    label={CATALOGUE_TEXT.filterCity}
                    options={[
                      { value: null, label: CATALOGUE_TEXT.wholeProvince },
                      ...(province?.cities ?? []).map((c) => ({ value: c.id, label: c.name })),
                    ]}
                    value={region.cityId}
                    onChange={(cityId) => choose({ provinceId: region.provinceId, cityId })}
                  />
                </div>
                <RegionColumn region={region} />
              </>
            );
          }}
        </QueryView>
      </section>
    </PageColumn>
  );
}

function RegionColumn({ region }: { region: RegionChoice }) {
  const { session } = useSession();
  // its lives' `scheduled` is per learner: read again when the session changes
  const column = useApiQuery(
    (api) => api.regionalColumn(regionalColumnRequest(region)),
    [region.provinceId, region.cityId, session.token],
  );
  if (column.status === "error" && column.code === 404) {
    return <EmptyState title={CATALOGUE_TEXT.noRegionalColumn} />;
  }
  return (
    <QueryView query={column} placeholder={<CourseGridSkeleton count={4} />}>
      {(data) => <RegionalBlock column={data} hideMore />}
    </QueryView>
  );
}
