// The specification's nine takken: the demo group's, loaded with the demo (takken.server.ts), and the takken every
// installation had before a group could choose its own (issue 47). Their texts describe each tak as every Flemish
// scouts group knows it, naming no group, place or meeting time; the addresses start empty.

import type { TakSoort } from "~/domains/takken/rules";

export interface SpecTak {
  id: number; // 1 kapoenen .. 9 mastworp (the Takleiding role is 10, made by every installation)
  name: string; // display name, e.g. "Kapoenen"; its address is /takken/{slug}
  slug: string;
  soort: TakSoort;
  /** A picture the site ships: public/takken/{logo}.svg. */
  logo: string;
  leeftijd: string; // e.g. "6-8"
  email: string;
  color: string; // hex from the specification
  beschrijving: string; // several paragraphs separated by "\n\n", single "\n" allowed inside
  /** The specification's older anchors of the takken page (#jonggivers, #givers): old addresses of these takken. */
  oudeAdressen?: string[];
}

export const specTakken: SpecTak[] = [
  {
    id: 1,
    name: "Kapoenen",
    slug: "kapoenen",
    soort: "leeftijd",
    logo: "kapoenen",
    leeftijd: "6-8",
    email: "",
    color: "#DCEF07",
    beschrijving:
      "Bij de kapoenen zetten de jongste leden van de groep hun allereerste stappen in de scouts. Op elke vergadering verzamelen we aan het lokaal voor spelletjes, verhalen en avontuur. Vriendjes maken en samen plezier hebben staan daarbij altijd voorop.\n\nGeen enkele vergadering is hetzelfde. De ene week gaan we op zoek naar de verdwenen schat van piraat Zilverbaard in het bos, de andere week knutselen we een vogelhuisje of bakken we pannenkoeken op een kampvuur. Bij slecht weer trekken we gewoon onze laarzen aan: in een plas springen hoort erbij!\n\nTwee keer per jaar trekken de kapoenen op weekend. Voor veel kinderen is dat de eerste keer dat ze zonder mama of papa gaan slapen, en daar zorgt de leiding met veel geduld en een knuffel op tijd voor. In de zomer volgt het kapoenenkamp: vijf dagen samen spelen, eten en slapen in een echt kamphuis.\n\nHeb je een zoon of dochter van zes of zeven jaar? Kom gerust eens proeven van een vergadering. De leiding staat je aan het lokaal op te wachten en beantwoordt graag al je vragen.",
  },
  {
    id: 2,
    name: "Welpen",
    slug: "welpen",
    soort: "leeftijd",
    logo: "welpen",
    leeftijd: "8-10",
    email: "",
    color: "#4EBDB6",
    beschrijving:
      "De welpen leven in de wereld van het Jungleboek. Samen met Akela, Baloe en Bagheera vormen ze een echte horde, waarin iedereen een eigen plaats heeft en op de anderen kan rekenen. Een welp leert luisteren, helpen en samenwerken, maar vooral: zich rot amuseren.\n\nOp de vergaderingen spelen we grote spelen in het bos, bouwen we hutten, leren we de eerste knopen en trekken we met een kaart en een kompas op verkenning door de buurt. Af en toe staat er ook iets speciaals op het programma, zoals een zwemnamiddag, een quiz of een bezoek aan de brandweer.\n\nDe welpen zijn ingedeeld in nesten. Elk nest heeft een nestleider die de jongste welpen wegwijs maakt. Zo leren de kinderen stap voor stap verantwoordelijkheid opnemen, op hun eigen tempo.\n\nHoogtepunt van het jaar is het welpenkamp van een week in de zomer, met een dagtocht, een bonte avond en een grote kampvuuravond op het einde. Wie er een jaar bij is, krijgt op kamp ook een welpennaam uit de jungle.",
  },
  {
    id: 3,
    name: "Pioniers",
    slug: "pioniers",
    soort: "leeftijd",
    logo: "pioniers",
    leeftijd: "10-12",
    email: "",
    color: "#296B07",
    beschrijving:
      "Bij de pioniers wordt het avontuur een stukje groter. De leden werken in ploegen van vijf of zes, met een ploegleider die mee beslist over wat er gebeurt. Samen bedenken ze oplossingen, verdelen ze taken en leren ze op elkaar te vertrouwen.\n\nTijdens de vergaderingen leren de pioniers sjorren, een vuur maken, koken op een vuurtje en hun weg vinden met kaart en kompas. Daarnaast zijn er natuurlijk de grote bosspelen, de nachtspelen en de fietstochten waar iedereen al weken op voorhand over praat.\n\nOp weekend slapen de pioniers al eens in een tent of in een zelfgebouwde schuilhut. Op kamp bouwen ze hun eigen sjorconstructies: een eettafel, een vlaggenmast en misschien zelfs een uitkijktoren. Wie daar ooit heeft gegeten, vergeet dat niet snel.\n\nDe pioniers zijn de tak waar kinderen ontdekken wat ze zelf allemaal kunnen. De leiding geeft vertrouwen, steekt een handje toe waar nodig en zorgt ervoor dat iedereen zich thuis voelt in de groep.",
  },
  {
    id: 4,
    name: "Jongverkenners",
    slug: "jongverkenners",
    soort: "leeftijd",
    logo: "jongverkenners",
    oudeAdressen: ["jonggivers"],
    leeftijd: "12-14",
    email: "",
    color: "#FB8B05",
    beschrijving:
      "De jongverkenners zitten volop in de overgang van kind naar tiener, en dat merk je aan de vergaderingen. Ze willen meer zelf doen, meer zelf kiezen en wat verder trekken. De leiding geeft hen daar bewust de ruimte voor.\n\nIn patrouilles bereiden de jongverkenners zelf activiteiten voor. Dat kan een sportnamiddag zijn, een kookwedstrijd of een stadsspel. Daarnaast staan er tochten, dropping en een stevig nachtspel op de planning. Ook de eerste echte tweedaagse met rugzak en tent hoort erbij.\n\nOp kamp slapen de jongverkenners in patrouilletenten en koken ze zelf op hout. Ze sjorren hun eigen keuken, trekken een paar dagen op tocht en leren wat het betekent om voor elkaar te zorgen als het eens tegenzit. Op het einde van het kamp wacht voor wie er klaar voor is een totem.\n\nBij de jongverkenners ontstaan vaak vriendschappen die nog jaren meegaan. Samen regen en modder trotseren schept nu eenmaal een band.",
  },
  {
    id: 5,
    name: "Verkenners",
    slug: "verkenners",
    soort: "leeftijd",
    logo: "verkenners",
    oudeAdressen: ["givers"],
    leeftijd: "14-17",
    email: "",
    color: "#0D29D3",
    beschrijving:
      "De verkenners zijn de oudste leden van de groep die nog een volledig programma aangeboden krijgen. Ze denken actief mee over wat er op de vergaderingen gebeurt en nemen steeds meer zelf het heft in handen. De leiding is eerder een coach dan iemand die alles uitlegt.\n\nOp een vergadering kan het alle kanten uit: een debatavond, een fietstocht naar de zee, een tweedaagse hike of een stevig bosspel tegen de leiding. Om hun kamp te betalen organiseren de verkenners ook zelf acties, zoals een wafelenbak of een carwash aan het lokaal.\n\nHet kamp van de verkenners duurt tien dagen. Ze bouwen hun volledige kampplaats zelf op, met sjorconstructies die soms meters hoog zijn, en trekken een paar dagen op tweedaagse met enkel hun rugzak en een kaart. Af en toe gaat het kamp naar het buitenland.\n\nBij de verkenners leer je plannen, overleggen en verantwoordelijkheid dragen. Dingen die je later als leiding, maar ook gewoon in het leven, nog goed kunt gebruiken.",
  },
  {
    id: 6,
    name: "Jin",
    slug: "jin",
    soort: "leeftijd",
    logo: "jin",
    leeftijd: "17-18",
    email: "",
    color: "#B1031C",
    beschrijving:
      "Jin staat voor jongeren in actie, en dat is geen loos woord. In dit laatste jaar als lid kiezen de jinners zelf wat ze doen, plannen ze hun eigen activiteiten en werken ze toe naar een groot project: een buitenlands kamp dat ze volledig zelf voorbereiden en betalen.\n\nDaarvoor steken ze het hele jaar de handen uit de mouwen. Ze verkopen pannenkoeken, helpen op de spaghettiavond, organiseren een fuif en gaan klussen bij mensen uit de buurt. Elke euro die ze verdienen, brengt hen een stap dichter bij hun kamp.\n\nDaarnaast maken de jinners kennis met het leven als leiding. Ze draaien af en toe mee op een vergadering van een jongere tak, volgen een animatorcursus en leren hoe je een spel voorbereidt en een groep kinderen begeleidt.\n\nHet Jinjaar is voor velen het mooiste jaar in de scouts: een hechte groep, veel vrijheid en een zomer die je nooit meer vergeet. Daarna wacht voor wie wil de stap naar de leiding.",
  },
  {
    id: 7,
    name: "Leiding",
    slug: "leiding",
    soort: "leiding",
    logo: "leiding",
    leeftijd: "18+",
    email: "",
    color: "#730CCD",
    beschrijving:
      "Onze leiding bestaat uit jonge vrijwilligers van achttien jaar en ouder die het grootste deel van hun vrije tijd in de scouts steken. De meesten hebben zelf alle takken doorlopen en geven nu met veel goesting door wat ze ooit zelf hebben meegekregen.\n\nElke week bereiden ze in hun takploeg de volgende vergadering voor. Daarnaast organiseren ze weekends en kampen, houden ze het contact met de ouders en zorgen ze ervoor dat elk kind zich welkom voelt. Op de leidingsvergadering wordt alles samen besproken, van het jaarprogramma tot de kleinste praktische vraag.\n\nVeel van onze leiding volgt een animatorcursus of een vorming bij de koepel. Zo leren ze onder meer spelen begeleiden, omgaan met moeilijke situaties en eerste hulp toepassen.\n\nHeb je een vraag, een bezorgdheid of gewoon een goed idee? Spreek de leiding gerust aan na een vergadering of stuur een mailtje naar de takleiding. Hieronder vind je iedereen die zich dit jaar voor de groep inzet.",
  },
  {
    id: 8,
    name: "Groepsleiding",
    slug: "groepsleiding",
    soort: "leiding",
    logo: "groepsleiding",
    leeftijd: "18+",
    email: "",
    color: "#542D00",
    beschrijving:
      "De groepsleiding houdt het overzicht over de hele scoutsgroep. Ze zorgt ervoor dat alle takken goed draaien, ondersteunt de leiding en is het aanspreekpunt voor ouders, de gemeente en het verbond.\n\nAchter de schermen gebeurt heel wat: de inschrijvingen en het lidgeld, de verzekering, het onderhoud en de verhuur van het lokaal, de planning van de kampen en de contacten met de eigenaars van kampterreinen. De groepsleiding zit ook de leidingsvergaderingen voor en waakt erover dat iedereen zich goed voelt in de groep.\n\nBij een probleem of een vraag die je liever niet rechtstreeks aan de takleiding stelt, kun je altijd bij de groepsleiding terecht. Elk gesprek wordt met de nodige discretie behandeld.\n\nDe groepsleiding wordt gekozen door de leidingsploeg en blijft doorgaans enkele jaren aan. Zo is er voldoende continuïteit en kan de groep rustig blijven groeien.",
  },
  {
    id: 9,
    name: "Mastworp",
    slug: "mastworp",
    soort: "vrienden",
    logo: "mastworp",
    leeftijd: "18+",
    email: "",
    color: "#D94B38",
    beschrijving:
      "Mastworp is de vereniging van oud-scouts en oud-leiding van onze groep. De naam verwijst naar de knoop waarmee elke sjorconstructie begint: een stevige basis waarop de rest kan steunen. En dat is precies wat Mastworp voor de groep wil zijn.\n\nDe leden van Mastworp steken de handen uit de mouwen waar het nodig is. Ze staan in de keuken op de spaghettiavond, tappen pinten op de kerstmarkt, helpen bij het opbouwen van de kampen en zorgen mee voor het onderhoud van het lokaal. Van een lekkend dak tot een kapotte verwarming: er is altijd wel iemand die iemand kent.\n\nDaarnaast is Mastworp gewoon een fijne bende mensen die graag samenkomt. Een paar keer per jaar is er een uitstap, een barbecue of een gezellige avond rond het kampvuur, met verhalen over kampen van vroeger die elk jaar een beetje spectaculairer worden.\n\nBen je oud-lid of oud-leiding en wil je de groep een handje helpen? Stuur een mailtje, je bent van harte welkom.",
  },
];
