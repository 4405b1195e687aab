import { meldingStilte } from "~/config/env.server";
import { FinalSendError, registerSender } from "~/domains/outbox/senders.server";
import { vergeetPushInschrijving } from "./mutations.server";
import { PushEndpointError, PushGoneError, sendPush } from "./push.server";
import { stilteTot } from "./rules";

// How the outbox sends the parents' push messages (the queueing modules import this file, so a queued push always has
// its sender): through web-push, not in the quiet hours, and a device the push service no longer knows is forgotten.
registerSender("push", {
  channel: "push",
  async send(content) {
    try {
      await sendPush(content.subscription, content.payload);
    } catch (error) {
      if (error instanceof PushGoneError) throw new FinalSendError(error.message, true);
      if (error instanceof PushEndpointError) throw new FinalSendError(error.message);
      throw error;
    }
  },
  waitUntil: (now) => stilteTot(now, meldingStilte()),
  async forget(row) {
    if (row.subscriptionId !== null) await vergeetPushInschrijving(row.subscriptionId);
  },
});
