import { CirclePlay, Landmark, ShieldCheck, UserRound, UsersRound } from 'lucide-react';
import { AccountDataTab } from '../../../../features/account-data/components/account-data-tab';
import { OnlineCoursesTab } from '../../../../features/accounts/components/user-area/online-courses-tab';
import { PhysicalCoursesTab } from '../../../../features/accounts/components/user-area/physical-courses-tab';
import { ProfileTab } from '../../../../features/accounts/components/user-area/profile-tab';
import type { UserAreaTab } from '../../../../features/accounts/components/user-area/user-area';
import { BankingTab } from './banking-tab';

/** The tabs of /utente, in sidebar order. A new tab is one entry here and one component. */
export const userAreaTabs: readonly UserAreaTab[] = [
  { id: 'profile', labelKey: 'userArea.tabs.profile', icon: UserRound, Panel: ProfileTab },
  { id: 'courses', labelKey: 'userArea.tabs.physicalCourses', icon: UsersRound, Panel: PhysicalCoursesTab },
  { id: 'online-courses', labelKey: 'userArea.tabs.onlineCourses', icon: CirclePlay, Panel: OnlineCoursesTab },
  { id: 'banking', labelKey: 'userArea.tabs.banking', icon: Landmark, Panel: BankingTab },
  { id: 'data', labelKey: 'userArea.tabs.data', icon: ShieldCheck, Panel: AccountDataTab },
];

export const defaultUserAreaTab = 'profile';

export function findUserAreaTab(id: string | null): UserAreaTab {
  return userAreaTabs.find((tab) => tab.id === id) ?? (userAreaTabs[0] as UserAreaTab);
}
