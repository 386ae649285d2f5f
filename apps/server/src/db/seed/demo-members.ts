import type { HairStyle } from './demo-art.js';

export interface DemoMember {
  name: string;
  surname: string;
  description: string;
  territory: string;
  language: string;
  phoneNumber: string;
  email: string;
  website?: string;
  /** Only shapes the illustrated avatar. */
  hair: HairStyle;
}

/** The facilitators; courses name one of them as author by "Name Surname". */
export const demoMembers: readonly DemoMember[] = [
  {
    name: 'Giulia',
    surname: 'Ferrante',
    description:
      'Counselor relazionale, da oltre quindici anni accompagna persone e gruppi nei momenti di cambiamento. Nei suoi incontri unisce l’ascolto profondo, il lavoro sul corpo e la scrittura. Vive tra le colline senesi, dove organizza ritiri immersi nella natura. Crede che ognuno abbia già dentro di sé le risposte che cerca: il suo compito è creare lo spazio perché emergano.',
    territory: 'Toscana',
    language: 'Italiano, Inglese',
    phoneNumber: '+39 333 000 0101',
    email: 'giulia.ferrante@example.com',
    website: 'https://example.com/giulia-ferrante',
    hair: 'long',
  },
  {
    name: 'Marco',
    surname: 'Bellini',
    description:
      'Ingegnere per vent’anni, ha scoperto la meditazione in un periodo di forte stress e da allora non ha più smesso di praticarla. Oggi è istruttore di mindfulness e conduce percorsi sulla gestione dell’ansia e delle paure. Il suo stile è concreto, ironico e senza gergo: pratiche semplici da portare nella vita di tutti i giorni. Tiene i suoi gruppi a Milano e sul lago di Como.',
    territory: 'Lombardia',
    language: 'Italiano',
    phoneNumber: '+39 333 000 0102',
    email: 'marco.bellini@example.com',
    hair: 'short',
  },
  {
    name: 'Elena',
    surname: 'Rinaldi',
    description:
      'Psicologa e facilitatrice di gruppi di ascolto, si occupa da anni di elaborazione del lutto e delle perdite. Ha vissuto a lungo in America Latina, dove si è avvicinata alle pratiche contemplative. Nei suoi percorsi il dolore non è un nemico da sconfiggere ma un passaggio da attraversare con rispetto. Riceve a Roma e accompagna gruppi nei luoghi di silenzio dell’Italia centrale.',
    territory: 'Lazio',
    language: 'Italiano, Spagnolo',
    phoneNumber: '+39 333 000 0103',
    email: 'elena.rinaldi@example.com',
    website: 'https://example.com/elena-rinaldi',
    hair: 'bun',
  },
  {
    name: 'Davide',
    surname: 'Conti',
    description:
      'Coach e formatore, aiuta le persone a chiarire i propri obiettivi e a trasformarli in passi concreti. Ha lavorato a lungo nelle risorse umane prima di dedicarsi alla crescita personale. Conduce soprattutto percorsi online, seguiti da persone di tutta Italia e dall’estero. Ama le domande semplici che cambiano prospettiva e le piccole abitudini che durano nel tempo.',
    territory: 'Online',
    language: 'Italiano, Inglese',
    phoneNumber: '+39 333 000 0104',
    email: 'davide.conti@example.com',
    website: 'https://example.com/davide-conti',
    hair: 'curly',
  },
];

export const memberFullName = (member: Pick<DemoMember, 'name' | 'surname'>) => `${member.name} ${member.surname}`;
