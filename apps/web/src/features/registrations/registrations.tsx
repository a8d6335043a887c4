import type { ClassGroupRow, School } from "@trilha/contracts/registrations.calls";
import { useState } from "react";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useRegistrationsReach } from "./api/registrations.api.ts";
import { ClassSection } from "./class-section.tsx";
import { NetworkSection } from "./network-section.tsx";
import { PeopleSection } from "./people-section.tsx";
import type { RegistrationsArea } from "./registration-list.tsx";
import { SchoolSection } from "./school-section.tsx";
import "./registrations.css";

type Section = "schools" | "classes" | "people" | "networks";

/**
 * Issue 12: the same screens for a platform's 'Cadastros' and a network's 'Gestão'; the server applies the area's
 * policy (an administrator the whole scope, a manager their networks' schools).
 */
export function Registrations({ networkId = null }: { networkId?: number | null }) {
  const { t } = useTranslation();
  const reach = useRegistrationsReach(networkId ? { rede_id: networkId } : {});
  const [section, setSection] = useState<Section>("schools");
  const [school, setSchool] = useState<School | null>(null);
  const [group, setGroup] = useState<ClassGroupRow | null>(null);
  return (
    <QueryContent query={reach} unauthorized="signed-in-home">
      {(data) => {
        const area: RegistrationsArea = {
          networkId,
          administrator: data.administrador,
          networks: data.redes,
        };
        const sections: Section[] = [
          "schools",
          "classes",
          "people",
          ...(data.administrador && !networkId ? (["networks"] as const) : []),
        ];
        return (
          <div className="registrations">
            <nav className="registrations__tabs" aria-label={t("registrations.sections")}>
              {sections.map((item) => (
                <button
                  key={item}
                  type="button"
                  className="button"
                  aria-current={section === item ? "page" : undefined}
                  onClick={() => {
                    setSection(item);
                    if (item !== "people") setGroup(null);
                  }}
                >
                  {t(`registrations.tabs.${item}`)}
                </button>
              ))}
            </nav>
            {section === "schools" ? (
              <SchoolSection
                area={area}
                onOpen={(chosen, next) => {
                  setSchool(chosen);
                  setGroup(null);
                  setSection(next);
                }}
              />
            ) : null}
            {section === "classes" ? (
              school ? (
                <ClassSection
                  school={school}
                  onPeople={(chosen) => {
                    setGroup(chosen);
                    setSection("people");
                  }}
                />
              ) : (
                <p className="muted">{t("registrations.chooseSchool")}</p>
              )
            ) : null}
            {section === "people" ? (
              <PeopleSection school={school} group={group} networkId={networkId} />
            ) : null}
            {section === "networks" ? <NetworkSection /> : null}
          </div>
        );
      }}
    </QueryContent>
  );
}
