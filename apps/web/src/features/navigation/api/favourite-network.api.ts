import { favouriteNetwork, managedNetworks } from "@trilha/contracts/networks.calls";
import { withFavourite } from "@trilha/contracts/rules/navigation-menu";
import { callMutation, callUpdate } from "../../../lib/call-hooks.ts";

// Spec §8: a failed favourite toggle is not handled, a 401 included: the star stays as it was.
const useSendFavourite = callMutation(favouriteNetwork, { unauthorized: "keep-session" });
const useUpdateNetworks = callUpdate(managedNetworks);

/**
 * Spec §4 "Favourite toggle": isFavorito flips only once the call has succeeded, in every cached copy of this
 * user's network list (one per language), so the networks page and 'Administrativo' follow at once.
 * Spec §8: a failed call is not handled, so the star simply stays as it was.
 */
export function useFavouriteNetwork() {
  const updateNetworks = useUpdateNetworks();
  return useSendFavourite({
    onSuccess: (_answer, { rede_id, favorito }) =>
      updateNetworks((list) => ({ ...list, redes: withFavourite(list.redes, rede_id, favorito) })),
  });
}
