import { ConfirmButton } from "../../components/ui/confirm-button.tsx";
import { errorMessage } from "../../lib/api-error.ts";
import { useTranslation } from "../../lib/i18n.ts";
import type { TenantTimeFormat } from "../../lib/tenant-time.ts";
import { type LessonPageData, useWithdrawDelivery } from "./api/lesson.api.ts";

/**
 * 'Cancelar envio': a delivered file lesson taken back, up to the due date, to swap a file. Asked first: the files
 * stay attached, but nothing is delivered until 'Entregar' again.
 */
export function WithdrawDelivery({
  assignmentId,
  due,
  time,
  onWithdrawn,
  onFailed,
}: {
  assignmentId: number;
  /** The student's due date: the last moment to deliver again. */
  due: string;
  time: TenantTimeFormat;
  onWithdrawn: (entrega: LessonPageData["entrega"]) => void;
  onFailed: (message: string) => void;
}) {
  const { t } = useTranslation();
  const withdraw = useWithdrawDelivery();
  return (
    <ConfirmButton
      className="button"
      label={t("lesson.withdraw.action")}
      busy={withdraw.isPending}
      title={t("lesson.withdraw.title")}
      confirmLabel={t("lesson.withdraw.action")}
      cancelLabel={t("lesson.withdraw.keep")}
      onConfirm={() =>
        withdraw.mutate(
          { atribuicao_id: assignmentId },
          {
            onSuccess: (answer) => onWithdrawn(answer.entrega),
            onError: (error) => onFailed(errorMessage(error, () => t("api.generic"))),
          },
        )
      }
    >
      <p>{t("lesson.withdraw.text", { time: time.dateTime(due) })}</p>
    </ConfirmButton>
  );
}
