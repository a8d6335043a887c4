import { useEffect } from "react";
import { useTenant } from "./tenant-context.tsx";

/** Every page names itself in the tab: "<page> · <tenant>". */
export function useDocumentTitle(title: string | null): void {
  const tenant = useTenant();
  useEffect(() => {
    document.title = title ? `${title} · ${tenant.nome}` : tenant.nome;
  }, [title, tenant.nome]);
}
