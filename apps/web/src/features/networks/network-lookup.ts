import type { Network } from "@trilha/contracts/networks.calls";

/** Spec §2: a network is addressed by its id or by its code. */
export function findNetwork(networks: readonly Network[], key: string | undefined): Network | undefined {
  if (!key) return undefined;
  return networks.find((network) => String(network.id) === key || network.codigo === key);
}
