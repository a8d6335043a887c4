import type { CallResponse } from "@trilha/contracts/call";
import {
  deliveryDraft,
  deliveryFileRemove,
  deliveryMine,
  deliverySubmit,
  deliveryWithdraw,
} from "@trilha/contracts/deliveries.calls";
import { useCallback } from "react";
import { callFunction } from "../../../lib/api.ts";
import { callMutation, callQueryWith, callRefresh, callUpdate } from "../../../lib/call-hooks.ts";

export type LessonPageData = CallResponse<typeof deliveryMine>;
export type DeliveryAnswer = CallResponse<typeof deliverySubmit>;

/**
 * The lesson page: the lesson as it was given to the class, and the student's delivery with every attempt. The
 * page's `QueryContent` decides what its 401 means (the session is gone: sign in and come back).
 */
export const useMyDelivery = callQueryWith(deliveryMine, (assignmentId: number) => ({
  query: { atribuicao_id: assignmentId },
}));

const useUpdateMyDelivery = callUpdate(deliveryMine);
const useRefreshMyDelivery = callRefresh(deliveryMine);

/** Puts a delivery the server just answered into the lesson page's cached answer, without loading it again. */
export function useShowDelivery(): (
  assignmentId: number,
  answer: { entrega: DeliveryAnswer["entrega"]; entregue_em: string | null },
) => void {
  const update = useUpdateMyDelivery();
  const refresh = useRefreshMyDelivery();
  return useCallback(
    (assignmentId, answer) => {
      update(
        (page) => ({
          ...page,
          entrega: answer.entrega,
          atribuicao: { ...page.atribuicao, status: answer.entrega.status, entregue_em: answer.entregue_em },
        }),
        assignmentId,
      );
      void refresh();
    },
    [update, refresh],
  );
}

/** Saves the ESC draft with its revision; a 401 ends the session (the text stays on the device). */
export const sendDraft = callFunction(deliveryDraft);

/** 'Concluir' / 'Entregar', with the attempt's key: sent again, it never delivers twice. */
export const sendDelivery = callFunction(deliverySubmit);

/** 'Cancelar envio': a delivered file lesson back to the student, before the due date, to swap a file. */
export const useWithdrawDelivery = callMutation(deliveryWithdraw);

/** 'Remover': a file off the attempt that is not delivered (after 'Cancelar envio'). */
export const useRemoveAttemptFile = callMutation(deliveryFileRemove);
