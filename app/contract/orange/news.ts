import * as z from "zod";
import { dateTimeSchema, idSchema, pagedSchema } from "../common";
import { defineCall } from "../define";
import { newsLinkTypeSchema } from "../enums";

/** Links leave the site only over https: a `javascript:` URL can never come through. */
const externalUrlSchema = z.url({ protocol: /^https$/ });

const newsSummarySchema = z.object({
	id: z.int().positive(),
	title: z.string(),
	publishedAt: dateTimeSchema,
	linkType: newsLinkTypeSchema,
	/** The report, advice or recipe the item points at; null when it points at none. */
	linkId: z.int().positive().nullable(),
	/** For `service` items: the service's page; null otherwise. */
	linkUrl: externalUrlSchema.nullable(),
});

const newsItemSchema = newsSummarySchema.extend({
	/** HTML written by the insurer's editors: untrusted, sanitise before rendering. */
	body: z.string(),
});
export type NewsItem = z.output<typeof newsItemSchema>;

export const NEWS_PAGE_SIZE = 10;

const newsPageSchema = pagedSchema(newsSummarySchema);
export type NewsPage = z.output<typeof newsPageSchema>;

export const listNews = defineCall({
	api: "orange",
	method: "GET",
	path: "/news",
	auth: "bearer",
	/** 1-based; the first page when absent. */
	query: z.object({ page: idSchema.optional() }),
	response: newsPageSchema,
	successStatus: 200,
});

export const getNews = defineCall({
	api: "orange",
	method: "GET",
	path: "/news/:newsId",
	auth: "bearer",
	params: z.object({ newsId: idSchema }),
	response: newsItemSchema,
	successStatus: 200,
});
