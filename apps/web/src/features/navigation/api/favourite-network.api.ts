import { useMutation, useQueryClient } from "@tanstack/react-query";
import { favouriteNetwork, managedNetworks } from "@trilha/contracts/networks.calls";
import { withFavourite } from "@trilha/contracts/rules/navigation-menu";
import { apiCall } from "../../../lib/api.ts";
import { useLanguage } from "../../../lib/i18n.ts";
import { apiQueryKey } from "../../../lib/use-api-query.ts";
import { useSession } from "../../../lib/use-session.ts";

type NetworkList = { redes: Parameters<typeof withFavourite>[0] };

/**
 * Spec §4 "Favourite toggle": isFavorito flips only once the call has succeeded, in every cached copy of this
 * user's network list (one per language), so the networks page and 'Administrativo' follow at once.
 * Spec §8: a failed call is not handled, so the star simply stays as it was.
 */
export function useFavouriteNetwork() {
  const lang = useLanguage();
  const session = useSession();
  const queryClient = useQueryClient();
  const token = session.status === "signed-out" ? null : session.token;
  return useMutation({
    mutationFn: (change: { networkId: number; favourite: boolean }) =>
      apiCall(favouriteNetwork, {
        body: { rede_id: change.networkId, favorito: change.favourite },
        // Spec §8: a failed favourite toggle is not handled, a 401 included: the star stays as it was.
        unauthorized: "keep-session",
      }),
    onSuccess: (_answer, change) => {
      const [method, path] = apiQueryKey(managedNetworks, lang, token);
      queryClient.setQueriesData<NetworkList>(
        {
          predicate: ({ queryKey }) =>
            queryKey[0] === method && queryKey[1] === path && queryKey[3] === token,
        },
        (list) =>
          list ? { ...list, redes: withFavourite(list.redes, change.networkId, change.favourite) } : list,
      );
    },
  });
}
