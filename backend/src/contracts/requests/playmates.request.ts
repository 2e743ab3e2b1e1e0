import { z } from 'zod';

/** POST /api/meetups/{id}/played-well: one of the caller's dogs played well with another. */
export const markPlayedWellRequest = z.object({
  dogId: z.string({ error: 'dogId names one of your dogs' }).min(1),
  otherDogId: z.string({ error: 'otherDogId names the dog it played well with' }).min(1),
});
export type MarkPlayedWellRequest = z.infer<typeof markPlayedWellRequest>;

/** PUT /api/dogs/{id}/playmates-setting. */
export const playmatesSettingRequest = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});
export type PlaymatesSettingRequest = z.infer<typeof playmatesSettingRequest>;
