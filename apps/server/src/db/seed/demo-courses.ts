/** What an in-person course and an online course of the demo both have. */
export interface DemoCourseBasics {
  title: string;
  /** A topic title. */
  category: string;
  intro: string;
  /** Plain text; paragraphs separated by a blank line. */
  description: string;
  /** "Name Surname" of a demo member. */
  author: string;
  priceCents: number;
  /** What the inviting customer earns on a sale (~10%). */
  affiliatePriceCents: number;
  /** The booking deposit (~25%). */
  facilitatorPriceCents: number;
}

export interface DemoCourse extends DemoCourseBasics {
  /** A place search on Google Maps. */
  place: string;
  /** Days from the seed day to the first day, and how many days it lasts. */
  startsInDays: number;
  days: 1 | 2 | 3;
  freeCancellation: boolean;
  extraImages: 2 | 3;
}

const euros = (amount: number) => amount * 100;

export const demoCourses: readonly DemoCourse[] = [
  {
    title: 'Radici e ali',
    category: 'AUTOSTIMA',
    intro: 'Un weekend tra le colline della Val d’Orcia per ritrovare fiducia in sé stessi.',
    description:
      'Due giornate in un piccolo gruppo, lontano dalla fretta di tutti i giorni, per riscoprire le proprie radici e il coraggio di spiccare il volo. Alterneremo momenti di condivisione, esercizi di scrittura, passeggiate tra i campi e pratiche di ascolto del corpo.\n\nLavoreremo sulla voce interiore critica, sulle convinzioni che ci frenano e sulle risorse che spesso dimentichiamo di avere. Ognuno porterà a casa un piccolo quaderno di esercizi da continuare nelle settimane successive.\n\nIl percorso è adatto a tutti e non richiede esperienze precedenti. Pranzi a base di prodotti del territorio inclusi.',
    author: 'Giulia Ferrante',
    priceCents: euros(280),
    affiliatePriceCents: euros(28),
    facilitatorPriceCents: euros(70),
    place: 'Bagno Vignoni, San Quirico d’Orcia, Siena',
    startsInDays: 10,
    days: 2,
    freeCancellation: true,
    extraImages: 3,
  },
  {
    title: 'Il silenzio che cura',
    category: 'DOLORE PERDITA',
    intro: 'Tre giorni di ascolto e silenzio per attraversare una perdita con delicatezza.',
    description:
      'Un ritiro pensato per chi sta vivendo un lutto, una separazione o un cambiamento doloroso. Nel silenzio dei boschi del Casentino avremo il tempo di fermarci, dare voce a ciò che sentiamo e sentirci accompagnati da altri che stanno vivendo un’esperienza simile.\n\nLe giornate prevedono cerchi di condivisione, meditazioni guidate, camminate lente e momenti di scrittura personale. Nessuno è obbligato a parlare: ciascuno partecipa come e quanto desidera.\n\nIl gruppo è limitato a dodici persone per garantire a tutti uno spazio di ascolto attento.',
    author: 'Elena Rinaldi',
    priceCents: euros(390),
    affiliatePriceCents: euros(39),
    facilitatorPriceCents: euros(100),
    place: 'Eremo di Camaldoli, Poppi, Arezzo',
    startsInDays: 24,
    days: 3,
    freeCancellation: true,
    extraImages: 2,
  },
  {
    title: 'Parlare con il cuore',
    category: 'RELAZIONI',
    intro: 'Una giornata per imparare a comunicare in modo sincero, chiaro e rispettoso.',
    description:
      'Quante incomprensioni nascono da parole dette di fretta o da cose mai dette? In questa giornata esploreremo i principi della comunicazione empatica: osservare senza giudicare, riconoscere i propri bisogni, chiedere in modo chiaro.\n\nAttraverso esercizi a coppie e piccoli gruppi proveremo a trasformare le conversazioni difficili in occasioni di incontro. Un laboratorio pratico, utile in coppia, in famiglia e sul lavoro.',
    author: 'Giulia Ferrante',
    priceCents: euros(180),
    affiliatePriceCents: euros(18),
    facilitatorPriceCents: euros(40),
    place: 'Villa Bardini, Firenze',
    startsInDays: 37,
    days: 1,
    freeCancellation: false,
    extraImages: 2,
  },
  {
    title: 'Mindfulness sul lago',
    category: 'BENESSERE',
    intro: 'Due giorni di pratica consapevole affacciati sulle acque del lago di Como.',
    description:
      'Un weekend per rallentare e prendersi cura di sé, tra meditazione seduta, movimento dolce e passeggiate consapevoli lungo il lago. Impareremo pratiche semplici per gestire lo stress e ritrovare energia, da portare poi nella routine quotidiana.\n\nOgni sessione alterna una breve spiegazione, la pratica guidata e un momento di confronto in gruppo. Non serve alcuna esperienza di meditazione: basta la curiosità.\n\nConsigliamo abiti comodi, un cuscino o una coperta e scarpe adatte a camminare.',
    author: 'Marco Bellini',
    priceCents: euros(320),
    affiliatePriceCents: euros(32),
    facilitatorPriceCents: euros(80),
    place: 'Villa Melzi, Bellagio, Como',
    startsInDays: 52,
    days: 2,
    freeCancellation: true,
    extraImages: 3,
  },
  {
    title: 'Oltre la paura',
    category: 'FOBIE',
    intro: 'Un laboratorio pratico per comprendere ansia e paure e ritrovare libertà.',
    description:
      'Una giornata dedicata a chi sente che le paure stanno limitando la propria vita: la paura di volare, di parlare in pubblico, degli spazi chiusi o semplicemente l’ansia che arriva senza preavviso.\n\nCapiremo come funziona la risposta del corpo alla paura e sperimenteremo tecniche di respirazione, di radicamento e di esposizione graduale. Ognuno costruirà il proprio piano di piccoli passi, da seguire con calma nelle settimane successive.\n\nIl laboratorio non sostituisce un percorso terapeutico, ma può esserne un ottimo complemento.',
    author: 'Marco Bellini',
    priceCents: euros(190),
    affiliatePriceCents: euros(19),
    facilitatorPriceCents: euros(50),
    place: 'Parco Sempione, Milano',
    startsInDays: 66,
    days: 1,
    freeCancellation: false,
    extraImages: 2,
  },
  {
    title: 'Cammino sul Subasio',
    category: 'SPIRITUALITA',
    intro: 'Tre giorni di cammino e contemplazione sui sentieri di Assisi.',
    description:
      'Un piccolo pellegrinaggio interiore sui sentieri del monte Subasio, tra boschi di lecci, eremi e panorami sulla valle umbra. Cammineremo in silenzio per alcuni tratti, alternando soste di meditazione, letture e condivisione in cerchio.\n\nIl cammino è aperto a persone di ogni credo e cultura: al centro c’è la ricerca di senso che accomuna tutti. Le tappe sono di difficoltà facile o media, adatte a chi ha un minimo di abitudine a camminare.\n\nPernottamento in una struttura di accoglienza ad Assisi, con cene condivise.',
    author: 'Elena Rinaldi',
    priceCents: euros(450),
    affiliatePriceCents: euros(45),
    facilitatorPriceCents: euros(120),
    place: 'Eremo delle Carceri, Assisi, Perugia',
    startsInDays: 81,
    days: 3,
    freeCancellation: false,
    extraImages: 3,
  },
];
