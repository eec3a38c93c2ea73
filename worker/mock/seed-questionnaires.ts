import type { Questionnaire } from "#app/contract/orange/questionnaire";

/** Questionnaires as published; `answeredAt` is per member and comes from the mock state. */
export const QUESTIONNAIRES: readonly Omit<Questionnaire, "answeredAt">[] = [
	{
		id: 1,
		title: "生活習慣アンケート（11月）",
		description: "この1週間の生活習慣について教えてください。回答は保健指導の参考にさせていただきます。",
		questions: [
			{ id: 101, kind: "frequency", text: "朝食を食べた日は何日ありましたか。", required: true },
			{ id: 102, kind: "frequency", text: "30分以上の運動をした日は何日ありましたか。", required: true },
			{
				id: 103,
				kind: "commitment",
				text: "「間食を控える」目標に取り組めましたか。",
				required: true,
				choices: ["success", "often", "none"],
			},
			{
				id: 104,
				kind: "commitment",
				text: "毎朝の体重測定の目標は達成できましたか。",
				required: true,
				choices: ["on_target", "on_regular_basis", "failed_on_target", "nothing"],
			},
			{
				id: 105,
				kind: "free_text",
				text: "保健師へのメッセージがあればご記入ください。",
				required: false,
				maxLength: 400,
			},
		],
	},
	{
		id: 2,
		title: "睡眠と休養に関するアンケート",
		description: "睡眠の状況をお聞きします。3分ほどで回答できます。",
		questions: [
			{ id: 201, kind: "frequency", text: "6時間以上眠れた日は何日ありましたか。", required: true },
			{
				id: 202,
				kind: "commitment",
				text: "「寝る1時間前はスマートフォンを見ない」目標に取り組めましたか。",
				required: true,
				choices: ["success", "often", "none"],
			},
			{
				id: 203,
				kind: "free_text",
				text: "睡眠について気になることをご記入ください。",
				required: false,
				maxLength: 200,
			},
		],
	},
];
