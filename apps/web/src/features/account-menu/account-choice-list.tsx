import { TruncatedText } from "../../components/ui/truncated-text.tsx";
import { UserAvatar } from "../../components/ui/user-avatar.tsx";
import type { RememberedSession } from "../../lib/session-store.ts";

interface AccountChoiceListProps {
  accounts: readonly RememberedSession[];
  /** Said before each account's name by screen readers, e.g. "Continuar como". */
  actionLabel: string;
  onChoose: (account: RememberedSession) => void;
  /** The account being switched to, while its token login runs. */
  pendingId: number | null;
}

/** Remembered accounts (photo or default icon, name, login), each a button to continue as it. */
export function AccountChoiceList({ accounts, actionLabel, onChoose, pendingId }: AccountChoiceListProps) {
  return (
    <ul className="account-choices">
      {accounts.map((account) => (
        <li key={account.id}>
          <button
            type="button"
            className="control account-choice"
            aria-disabled={pendingId !== null || undefined}
            aria-busy={pendingId === account.id || undefined}
            onClick={() => {
              if (pendingId === null) onChoose(account);
            }}
          >
            <UserAvatar foto={account.foto} size={40} />
            <span className="account-choice__text">
              <span className="visually-hidden">{actionLabel} </span>
              <TruncatedText className="account-choice__name" text={account.nome} />
              <span className="account-choice__login">{account.usuario}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
