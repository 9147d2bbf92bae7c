/** Her reply to a turn is saved under the turn's clientMsgId plus this: one reply per turn. */
export const REPLY_SUFFIX = ':reply';
