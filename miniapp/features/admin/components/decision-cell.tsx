/** A queue row's decision: take it at once, or turn it down with a reason the user will read. */
export function DecisionCell(props: {
  yes: string;
  placeholder: string;
  reason: string;
  busy: boolean;
  onReason: (reason: string) => void;
  onDecide: (yes: boolean) => void;
}) {
  const { yes, placeholder, reason, busy, onReason, onDecide } = props;
  return (
    // The flex box inside the cell: a flex <td> is no table cell and stops short of the row's height.
    <td>
      <div className="adm-actions">
        <button onClick={() => onDecide(true)} disabled={busy}>
          {yes}
        </button>
        <input placeholder={placeholder} value={reason} onChange={(e) => onReason(e.target.value)} />
        <button className="adm-danger" disabled={busy || !reason.trim()} onClick={() => onDecide(false)}>
          Reject
        </button>
      </div>
    </td>
  );
}
