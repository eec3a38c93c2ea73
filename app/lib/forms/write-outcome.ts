/*
 * What a form says when its write may have arrived though its answer was lost (docs/decisions/055-enquiry-send-failure.md):
 * never "not sent", since that would invite a second copy.
 */
export const UNKNOWN_OUTCOME_HEADING = "送信できたか確認できませんでした";

export const UNKNOWN_OUTCOME_MESSAGE =
	"通信が途中で切れたため、送信できたか確認できませんでした。入力内容はそのまま残っています。反映されているかご確認のうえ、反映されていない場合はもう一度送信してください。";
