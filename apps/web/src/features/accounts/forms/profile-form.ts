import { UpdateProfileBody, type UserProfile } from '@cammini/contract';
import type { z } from 'zod';

/** What the profile tab lets a customer change; e-mail, codes and earnings are read-only. */
export const ProfileForm = UpdateProfileBody.omit({ language: true });
export type ProfileFormValues = z.input<typeof ProfileForm>;
export type ProfileFormOutput = z.output<typeof ProfileForm>;

export function profileFormValues(user: UserProfile): ProfileFormValues {
  return {
    name: user.name,
    surname: user.surname,
    phoneNumber: user.phoneNumber ?? '',
    birth_date: user.birth_date ?? '',
    state: user.state,
    region: user.region,
    province: user.province,
    city: user.city,
    address: user.address,
  };
}
