import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryContent, type UnauthorizedPolicy } from "../../components/ui/query-content.tsx";
import { type MessageKey, useTranslation } from "../../lib/i18n.ts";
import { PagePanel } from "./page-panel.tsx";

/**
 * A page that is one loaded list under its title: the hook that loads it, what its 401 means, and how it shows.
 * Made once per page, at module level, so the hook is always the same one.
 */
export function listPage<T>(
  title: MessageKey,
  useList: () => UseQueryResult<T>,
  unauthorized: UnauthorizedPolicy,
  render: (data: T) => ReactNode,
) {
  return () => {
    const { t } = useTranslation();
    return (
      <PagePanel title={t(title)}>
        <QueryContent query={useList()} unauthorized={unauthorized}>
          {render}
        </QueryContent>
      </PagePanel>
    );
  };
}
