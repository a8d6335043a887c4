/** The last thing a two-factor step said: a success, or an error. */
export type Message = { tone: "success" | "error"; text: string } | null;

/** Both regions stay in the page so what appears in them is announced: a success politely, an error at once. */
export function TwoFactorMessages({ message }: { message: Message }) {
  return (
    <div className="two-factor__messages">
      <div role="status">
        {message?.tone === "success" ? <p className="alert alert--success">{message.text}</p> : null}
      </div>
      <div role="alert">
        {message?.tone === "error" ? <p className="alert alert--error">{message.text}</p> : null}
      </div>
    </div>
  );
}
