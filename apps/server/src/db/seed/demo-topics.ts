export interface DemoTopic {
  title: string;
  description: string;
}

/** The nine areas of the site, the contract's FOUNDING_TOPIC_TITLES (the web lists them when the topic list cannot be fetched). */
export const demoTopics: readonly DemoTopic[] = [
  {
    title: 'AUTOSTIMA',
    description:
      'Imparare a guardarsi con occhi più gentili e a riconoscere il proprio valore, senza doverlo dimostrare ogni giorno. Percorsi e letture per ritrovare fiducia in ciò che si è.',
  },
  {
    title: 'DOLORE PERDITA',
    description:
      'Uno spazio protetto per attraversare un lutto, la fine di una relazione o un cambiamento che fa male, con i propri tempi e senza sentirsi soli.',
  },
  {
    title: 'RELAZIONI',
    description:
      'Comunicare con sincerità, ascoltare davvero e porre confini sani, in coppia, in famiglia e sul lavoro. I legami che ci nutrono si possono coltivare.',
  },
  {
    title: 'SPIRITUALITA',
    description:
      'Un cammino interiore aperto a tutti, al di là di ogni credo: silenzio, meditazione e domande di senso per sentirsi parte di qualcosa di più grande.',
  },
  {
    title: 'POTERE PERSONALE',
    description:
      'Riconoscere le proprie risorse e tornare a scegliere invece di subire. Strumenti concreti per decidere e agire con coraggio e responsabilità.',
  },
  {
    title: 'PROSPERITA E ABBONDANZA',
    description:
      'Trasformare il rapporto con il denaro, il lavoro e il ricevere, passando dalla paura della mancanza alla gratitudine per ciò che già c’è.',
  },
  {
    title: 'BENESSERE',
    description:
      'Respiro, movimento, riposo e alimentazione consapevole: piccole abitudini quotidiane che riportano equilibrio tra corpo, mente ed emozioni.',
  },
  {
    title: 'FOBIE',
    description:
      'Capire da dove nascono le paure e le ansie che limitano la vita di tutti i giorni, e ritrovare passo dopo passo sicurezza e libertà.',
  },
  {
    title: 'SVILUPPO PERSONALE',
    description:
      'Conoscersi meglio, chiarire i propri obiettivi e dare forma alla vita che si desidera, un passo sostenibile alla volta.',
  },
];
