import type { DemoPeriode } from "./types";

export const demoGeschiedenis: DemoPeriode[] = [
  {
    titel: "De eerste stappen",
    beginjaar: 1956,
    eindjaar: 1959,
    aalmoezenier: "E.H. Jozef Van Damme",
    groepsleiding: "Georges Verbruggen",
    kamp: "Westerlo",
    dokter: "Dr. Peeters",
    notities: "Stichting van de groep op 14 oktober 1956, met vierentwintig jongens en drie leiders.",
    artikels: [
      {
        titel: "Een groep wordt geboren",
        artikel:
          "In het najaar van 1956 sprak onderpastoor Van Damme een paar jongens aan na de zondagsmis. Of ze geen zin hadden om op zaterdag samen het bos in te trekken? Een maand later stonden er al vierentwintig jongens in korte broek op de speelplaats van de jongensschool.\nZo begon Scouts Sint-Joris, met een geleende vlag en veel goede wil.",
      },
      {
        artikel:
          "Het eerste kamp ging in de zomer van 1957 door in Westerlo. De jongens reden met de fiets, de bagage volgde op de kar van een boer uit het dorp. Er werd gekookt op een vuur in een gat in de grond, en volgens de overlevering was de rijstpap elke dag aangebrand.",
      },
    ],
  },
  {
    titel: "Een zolder in de pastorij",
    beginjaar: 1959,
    eindjaar: 1962,
    aalmoezenier: "E.H. Jozef Van Damme",
    groepsleiding: "Georges Verbruggen, Albert De Cock",
    kamp: "Gedinne",
    artikels: [
      {
        artikel:
          "Na drie jaar vergaderen in de open lucht kreeg de groep een eigen plek: de zolder van de pastorij. Het was er in de winter ijskoud en in de zomer bloedheet, maar het was van ons. De jongens timmerden zelf banken en een kast voor het materiaal.",
      },
    ],
  },
  {
    titel: "Tenten uit de legerdump",
    beginjaar: 1962,
    eindjaar: 1965,
    aalmoezenier: "E.H. Jozef Van Damme",
    groepsleiding: "Albert De Cock",
    kamp: "Mol",
    artikels: [
      {
        titel: "Zware zeilen",
        artikel:
          "Met het geld van een tombola kocht de groep vier oude legertenten. Ze waren loodzwaar en roken naar mottenballen, maar ze hielden de regen buiten. Het opzetten ervan kostte een hele namiddag, en dat werd meteen een vaste proef voor elke nieuwe verkenner.",
      },
      {
        artikel:
          "Op het kamp in Mol viel een tent midden in de nacht om tijdens een onweer. De verkenners sliepen de rest van de nacht in de schuur van de boer, tussen de koeien.",
      },
    ],
  },
  {
    titel: "De eerste welpenhorde",
    beginjaar: 1965,
    eindjaar: 1967,
    aalmoezenier: "E.H. Jozef Van Damme",
    groepsleiding: "Albert De Cock, Roger Van Loock",
    kamp: "Houffalize",
    dokter: "Dr. Peeters",
    notities: "Oprichting van de welpentak in september 1965.",
    artikels: [
      {
        titel: "Akela komt naar Demostad",
        artikel:
          "Omdat steeds meer jongere broertjes mee wilden, werd in 1965 een welpenhorde opgericht. De eerste Akela was een jonge onderwijzer uit het dorp. Hij las elke zaterdag een stukje voor uit het Jungleboek, en de welpen hingen aan zijn lippen.",
      },
    ],
  },
  {
    titel: "Een nieuwe wind",
    beginjaar: 1967,
    eindjaar: 1969,
    aalmoezenier: "E.H. Frans De Wilde",
    groepsleiding: "Roger Van Loock",
    kamp: "Bastogne",
    artikels: [
      {
        artikel:
          "Met E.H. De Wilde kwam een nieuwe aalmoezenier naar de groep. Hij speelde gitaar en bracht de eerste kampvuurliederen mee die we vandaag nog zingen. De leiding begon ook voor het eerst samen te vergaderen om het jaar te plannen.",
      },
      {
        titel: "Het uniform verandert",
        artikel:
          "In deze jaren verdween de hoed en kwam de groene trui in de plaats. Niet iedereen was daar blij mee: sommige oudere leiders bleven nog jaren met hun hoed naar het kamp komen.",
      },
    ],
  },
  {
    titel: "Over de grens",
    beginjaar: 1969,
    eindjaar: 1971,
    aalmoezenier: "E.H. Frans De Wilde",
    groepsleiding: "Roger Van Loock, Walter Maes",
    jaarleuze: "Verder kijken dan de kerktoren",
    kamp: "Vianden (Luxemburg)",
    dokter: "Dr. Peeters",
    tandarts: "Dr. Vandamme",
    artikels: [
      {
        titel: "Ons eerste buitenlandse kamp",
        artikel:
          "In de zomer van 1970 trok Scouts Sint-Joris voor het eerst naar het buitenland. Met een afgeleefde autobus reden de verkenners naar Vianden in Luxemburg. De kampplaats lag aan de rivier, onder de burcht.\nVoor de meeste jongens was het de eerste keer dat ze over de grens kwamen, en de ansichtkaarten naar huis waren dan ook vol uitroeptekens.",
      },
      {
        artikel:
          "Om de busreis te betalen verkochten de leden een heel jaar lang kaarsen en kalenders aan de deur. Volgens het kasboek bleef er na het kamp precies veertien frank over.",
      },
    ],
  },
  {
    titel: "De zomer van de regen",
    beginjaar: 1971,
    eindjaar: 1974,
    aalmoezenier: "E.H. Frans De Wilde",
    groepsleiding: "Walter Maes",
    kamp: "Durbuy",
    notities: "Het kamp werd twee dagen vroeger afgebroken door wateroverlast.",
    artikels: [
      {
        artikel:
          "Het kamp in Durbuy is de geschiedenis ingegaan als het natste kamp ooit. Na vijf dagen regen stond de Ourthe zo hoog dat de weide onder water liep. De boer kwam met zijn tractor de kisten redden, en de groep keerde twee dagen vroeger terug naar huis.",
      },
    ],
  },
  {
    titel: "De eerste kapoenen",
    beginjaar: 1974,
    eindjaar: 1977,
    aalmoezenier: "E.H. Frans De Wilde",
    groepsleiding: "Walter Maes, Eddy Claessens",
    jaarleuze: "Samen sterk",
    kamp: "Bertrix",
    artikels: [
      {
        titel: "Klein maar dapper",
        artikel:
          "In september 1976 kwamen er voor het eerst kapoenen bij. Twaalf kinderen van zes en zeven jaar schuifelden die eerste zaterdag wat verlegen het lokaal binnen. Tegen het einde van de namiddag wilden ze niet meer naar huis.",
      },
      {
        artikel:
          "De pioniers fietsten in 1975 in drie dagen naar de kust en terug. Er werden onderweg elf platte banden geplakt.\nDe fietsen hingen daarna nog jaren als trofee aan de muur van het lokaal.",
      },
    ],
  },
  {
    titel: "Het verdwenen kampboek",
    beginjaar: 1977,
    eindjaar: 1980,
    aalmoezenier: "E.H. Frans De Wilde",
    groepsleiding: "Eddy Claessens, Guido Bogaerts",
    notities: "De kampplaatsen van deze jaren zijn niet met zekerheid gekend. Wie meer weet, mag zich melden.",
    artikels: [
      {
        artikel:
          "Over deze jaren weten we helaas minder dan we zouden willen. Het kampboek waarin alles werd bijgehouden, is bij een verhuis van het materiaal verloren gegaan. Oud-leden herinneren zich vooral de grote nachtspelen en een leider die elke ochtend op de trompet blies.",
      },
    ],
  },
  {
    titel: "Een dak boven ons hoofd",
    beginjaar: 1980,
    eindjaar: 1983,
    aalmoezenier: "E.H. Marcel Verhoeven",
    groepsleiding: "Guido Bogaerts",
    jaarleuze: "Wie bouwt, blijft",
    kamp: "La Roche-en-Ardenne",
    artikels: [
      {
        titel: "Het lokaal aan de Kerkweg",
        artikel:
          "In 1981 verhuisde de groep van de pastoriezolder naar een oude schoolklas aan de Kerkweg. Ouders, leiding en leden staken er samen vele weekends in. Er werd geschilderd, gemetst en een nieuw dak gelegd.\nDe opening werd gevierd met een groot feest en een kampvuur op de speelplaats.",
      },
      {
        artikel:
          "E.H. Verhoeven werd de nieuwe aalmoezenier. Hij was zelf nog welp geweest en kwam graag mee op weekend, waar hij steevast het ontbijt verzorgde.",
      },
    ],
  },
  {
    titel: "De grote kampvuuravond",
    beginjaar: 1983,
    eindjaar: 1986,
    aalmoezenier: "E.H. Marcel Verhoeven",
    groepsleiding: "Guido Bogaerts, Marc Vandenberghe",
    kamp: "Malmedy",
    artikels: [
      {
        artikel:
          "Voor het eerst werd een open kampvuuravond georganiseerd voor de hele parochie. Elke tak bracht een toneeltje of een lied. De opbrengst van de drankstand ging naar nieuwe tenten voor de verkenners.",
      },
    ],
  },
  {
    titel: "Meisjes in de groep",
    beginjaar: 1986,
    eindjaar: 1989,
    aalmoezenier: "E.H. Marcel Verhoeven",
    groepsleiding: "Marc Vandenberghe, Christine Wuyts",
    jaarleuze: "Iedereen welkom",
    kamp: "Vresse-sur-Semois",
    dokter: "Dr. Van Looy",
    notities: "Eerste kamp met meisjes in de groep.",
    artikels: [
      {
        titel: "Een gemengde groep",
        artikel:
          "In 1986 besliste de leiding om ook meisjes toe te laten. Niet iedereen was meteen overtuigd, maar na het eerste kamp in Vresse-sur-Semois sprak niemand er nog over. Christine Wuyts werd de eerste vrouw in de groepsleiding.",
      },
      {
        artikel:
          "De jongverkenners bouwden op dat kamp een brug over de Semois. Ze hield precies lang genoeg om een foto te nemen.",
      },
    ],
  },
  {
    titel: "Het jaar van de grote tocht",
    beginjaar: 1989,
    eindjaar: 1991,
    aalmoezenier: "E.H. Marcel Verhoeven",
    groepsleiding: "Christine Wuyts, Dirk Van Roy",
    jaarleuze: "Stap voor stap",
    kamp: "Kandersteg (Zwitserland)",
    artikels: [
      {
        titel: "Tussen de bergtoppen",
        artikel:
          "Voor het kamp van 1990 trokken de verkenners naar het internationale scoutscentrum in Kandersteg. Ze sliepen in tenten tussen de bergen en ontmoetten scouts uit meer dan tien landen. Hoogtepunt was een tocht van drie dagen naar een berghut, met sneeuw in de zomer.",
      },
      {
        artikel:
          "Thuis bleven de jongere takken niet achter. De welpen haalden de regionale krant met hun sponsortocht voor een goed doel.\nSamen legden ze meer dan vierhonderd kilometer af.",
      },
    ],
  },
  {
    titel: "Oude vrienden nieuwe knopen",
    beginjaar: 1991,
    eindjaar: 1993,
    aalmoezenier: "E.H. Marcel Verhoeven",
    groepsleiding: "Dirk Van Roy",
    jaarleuze: "Trouw aan de knoop",
    kamp: "Gouvy",
    tandarts: "Dr. De Clercq",
    artikels: [
      {
        titel: "Mastworp ziet het licht",
        artikel:
          "Een handvol oud-leiders besloot in 1992 om zich te verenigen. Ze noemden zich Mastworp, naar de knoop waarmee elke sjorconstructie begint. Hun eerste klus: de verwarming van het lokaal herstellen, net op tijd voor de winter.",
      },
    ],
  },
  {
    titel: "Jongeren in actie",
    beginjaar: 1993,
    eindjaar: 1995,
    aalmoezenier: "E.H. Marcel Verhoeven",
    groepsleiding: "Dirk Van Roy, Ann Smets",
    jaarleuze: "Jong en in actie",
    kamp: "Aywaille",
    artikels: [
      {
        artikel:
          "In 1993 startte de groep met een Jin voor de zeventienjarigen. De eerste Jinploeg telde acht leden. Ze verkochten een heel jaar lang pannenkoeken om in de zomer naar de Franse Alpen te kunnen trekken.",
      },
      {
        titel: "Een nieuwe kampkeuken",
        artikel:
          "Mastworp schonk de groep een grote kampkeuken met vier vuren. De kookploeg op kamp was er zo blij mee dat ze er een naam voor verzon: de Draak.",
      },
    ],
  },
  {
    titel: "Regen op de Semois",
    beginjaar: 1995,
    eindjaar: 1997,
    aalmoezenier: "E.H. Luc Deprez",
    groepsleiding: "Ann Smets, Kristof Geerts",
    jaarleuze: "Lachen in de regen",
    kamp: "Bouillon",
    artikels: [
      {
        artikel:
          "Het kamp in Bouillon begon met drie dagen regen. In plaats van te klagen, organiseerde de leiding een moddervoetbaltoernooi. Het werd het meest besproken spel van het jaar.\nDe wasmachines in Demostad draaiden na het kamp nog dagen overuren.",
      },
    ],
  },
  {
    titel: "Sjorren tot de hemel",
    beginjaar: 1997,
    eindjaar: 2000,
    aalmoezenier: "E.H. Luc Deprez",
    groepsleiding: "Kristof Geerts",
    jaarleuze: "Hoger en verder",
    kamp: "Hamoir",
    artikels: [
      {
        titel: "De toren van Hamoir",
        artikel:
          "De verkenners bouwden op kamp een uitkijktoren van twaalf meter hoog, helemaal gesjord met touw en palen uit het bos. Van bovenaf kon je de kerktoren van het volgende dorp zien. De toren bleef twee weken staan en werd door de hele groep bewonderd.",
      },
      {
        artikel:
          "Op oudejaarsavond 1999 kwam de leiding samen in het lokaal om het nieuwe millennium in te zetten. Om middernacht werd er een brief geschreven aan de leiding van 2050. Hij ligt nog altijd in de kluis.",
      },
    ],
  },
  {
    titel: "Vijfenveertig kaarsjes",
    beginjaar: 2000,
    eindjaar: 2002,
    aalmoezenier: "E.H. Luc Deprez",
    groepsleiding: "Kristof Geerts, Veerle Hermans",
    jaarleuze: "Vijfenveertig jaar jong",
    kamp: "Viroinval",
    dokter: "Dr. Van Looy",
    notities: "Jubileumfeest voor het vijfenveertigjarig bestaan in oktober 2001.",
    artikels: [
      {
        titel: "Feest voor vijfenveertig jaar",
        artikel:
          "In oktober 2001 vierde Scouts Sint-Joris zijn vijfenveertigste verjaardag. Er was een misviering, een tentoonstelling met oude foto's en een receptie voor alle oud-leden. Meer dan driehonderd mensen kwamen langs.\n's Avonds brandde het grootste kampvuur dat de groep ooit had gezien.",
      },
      {
        artikel:
          "Enkele stichters van het eerste uur waren ook aanwezig. Ze vertelden honderduit over het eerste kamp in Westerlo en de aangebrande rijstpap.",
      },
    ],
  },
  {
    titel: "De tocht naar de zee",
    beginjaar: 2002,
    eindjaar: 2004,
    aalmoezenier: "E.H. Luc Deprez",
    groepsleiding: "Veerle Hermans, Tom Vervoort",
    jaarleuze: "Onderweg",
    kamp: "Lierneux",
    artikels: [
      {
        artikel:
          "De Jin wandelde in de paasvakantie van Demostad naar de zee, in vijf dagen. Onderweg sliepen ze bij andere scoutsgroepen en in een parochiezaal. Bij aankomst liepen ze met schoenen en al de zee in.",
      },
    ],
  },
  {
    titel: "Kamperen in de hittegolf",
    beginjaar: 2004,
    eindjaar: 2006,
    aalmoezenier: "E.H. Luc Deprez",
    groepsleiding: "Tom Vervoort",
    jaarleuze: "Koel blijven",
    kamp: "Stoumont",
    dokter: "Dr. Goris",
    tandarts: "Dr. De Clercq",
    artikels: [
      {
        titel: "Dertig graden in de schaduw",
        artikel:
          "Het kamp van 2006 viel midden in een hittegolf. De programma's werden omgegooid: de tochten gingen 's ochtends vroeg door en de namiddagen werden in en rond de rivier doorgebracht. De leiding deelde zoveel water en zonnecrème uit dat er twee keer extra moest worden aangekocht.",
      },
      {
        artikel:
          "De kapoenen hielden dat jaar hun eerste eigen weekend buiten Demostad.\nEr werd weinig geslapen en heel veel gelachen.",
      },
    ],
  },
  {
    titel: "Een nieuwe generatie",
    beginjaar: 2006,
    eindjaar: 2007,
    aalmoezenier: "E.H. Luc Deprez",
    groepsleiding: "Tom Vervoort, Sarah De Backer",
    jaarleuze: "Doorgeven wat we kregen",
    kamp: "Erezee",
    artikels: [
      {
        artikel:
          "Dit jaar stonden er maar liefst negen nieuwe leiders klaar. Voor het eerst in de geschiedenis van de groep had elke tak een ploeg van minstens drie. Het ledenaantal steeg tot boven de honderdvijftig.",
      },
    ],
  },
  {
    titel: "Vrienden over de grens",
    beginjaar: 2007,
    eindjaar: 2008,
    aalmoezenier: "E.H. Luc Deprez",
    groepsleiding: "Sarah De Backer, Jeroen Aerts",
    jaarleuze: "Grenzeloos scouts",
    kamp: "Florenville",
    artikels: [
      {
        titel: "Bezoek uit Polen",
        artikel:
          "Een groep Poolse scouts kwam in de zomer een week meekamperen met onze verkenners. De eerste dagen werd er vooral met handen en voeten gepraat, maar op het einde van de week zongen ze samen kampvuurliederen in drie talen.",
      },
    ],
  },
  {
    titel: "Een kamp vol sterren",
    beginjaar: 2008,
    eindjaar: 2009,
    aalmoezenier: "E.H. Johan Van Hecke",
    groepsleiding: "Sarah De Backer, Jeroen Aerts",
    jaarleuze: "Kijk omhoog",
    kamp: "Sankt Vith",
    artikels: [
      {
        artikel:
          "E.H. Van Hecke werd de nieuwe aalmoezenier van de groep. Op zijn eerste kamp nam hij een telescoop mee. Wie wilde, mocht 's nachts met hem naar de sterren en planeten kijken, en dat bleken er veel te zijn.",
      },
      {
        artikel:
          "De pioniers bouwden een vlot en voeren ermee over de vijver naast de kampplaats.\nHet vlot bleef drijven, de leiding helaas niet.",
      },
    ],
  },
  {
    titel: "Het jaar van de modder",
    beginjaar: 2009,
    eindjaar: 2010,
    aalmoezenier: "E.H. Johan Van Hecke",
    groepsleiding: "Jeroen Aerts",
    jaarleuze: "Vuil worden mag",
    kamp: "Rendeux",
    artikels: [
      {
        titel: "Laarzen aan",
        artikel:
          "Het was een jaar met veel regen, en dus ook veel modder. De jongverkenners organiseerden een heuse modderolympiade met buikschuiven, touwtrekken en zaklopen. De ouders kregen vooraf de vriendelijke vraag om bij het ophalen een oude handdoek mee te brengen.",
      },
    ],
  },
  {
    titel: "De avond van de honderd pannenkoeken",
    beginjaar: 2010,
    eindjaar: 2011,
    aalmoezenier: "E.H. Johan Van Hecke",
    groepsleiding: "Jeroen Aerts, Ellen Timmermans",
    jaarleuze: "Samen aan tafel",
    kamp: "Libramont",
    artikels: [
      {
        artikel:
          "Voor de eerste spaghettiavond in de parochiezaal kookte Mastworp meer dan tachtig liter saus. Het werd zo'n succes dat de avond sindsdien elk jaar terugkomt.",
      },
      {
        titel: "Een pannenkoekenrecord",
        artikel:
          "De welpen wilden weten hoeveel pannenkoeken de leiding op een avond kon bakken. Het antwoord: honderdzeventien. Niemand had daarna nog honger, en de keuken van het lokaal rook nog weken naar beslag.",
      },
    ],
  },
  {
    titel: "Storm op kamp",
    beginjaar: 2011,
    eindjaar: 2012,
    aalmoezenier: "E.H. Johan Van Hecke",
    groepsleiding: "Ellen Timmermans, Stijn Cools",
    jaarleuze: "Sterk in de wind",
    kamp: "Tenneville",
    dokter: "Dr. Goris",
    notities: "Het kamp werd een nacht onderbroken door een zware storm. Alle leden sliepen die nacht in de turnzaal van het dorp.",
    artikels: [
      {
        titel: "Een nacht in de turnzaal",
        artikel:
          "Midden in het kamp werd een zware storm voorspeld. De leiding besloot de tenten leeg te halen en alle leden onder te brengen in de turnzaal van het dorp. Het was een lange nacht met veel gefluister, maar iedereen was veilig.\nDe volgende ochtend hielp de hele groep om de omgewaaide sjorconstructies weer recht te zetten.",
      },
    ],
  },
  {
    titel: "Pionieren in de sneeuw",
    beginjaar: 2012,
    eindjaar: 2013,
    aalmoezenier: "E.H. Johan Van Hecke",
    groepsleiding: "Ellen Timmermans, Stijn Cools",
    jaarleuze: "Warm vanbinnen",
    kamp: "Vielsalm",
    artikels: [
      {
        artikel:
          "Het winterweekend van de pioniers viel samen met een flink pak sneeuw. Er werd een iglo gebouwd, een sneeuwballengevecht tegen de leiding gewonnen en warme soep gedronken rond de kachel.",
      },
    ],
  },
  {
    titel: "De grote zoektocht",
    beginjaar: 2013,
    eindjaar: 2014,
    aalmoezenier: "E.H. Johan Van Hecke",
    groepsleiding: "Stijn Cools",
    jaarleuze: "Blijven zoeken",
    kamp: "Herbeumont",
    artikels: [
      {
        titel: "Op zoek naar het kenteken",
        artikel:
          "Voor de startdag verstopte de leiding het nieuwe jaarkenteken ergens in Demostad. Alle takken zochten de hele namiddag met raadsels en kaarten. Uiteindelijk vonden de welpen het, onder de kiosk op het marktplein.",
      },
      {
        artikel:
          "Op kamp trokken de verkenners op tweedaagse met enkel een kaart, een kompas en een brood per persoon. Ze kwamen moe maar trots terug.",
      },
    ],
  },
  {
    titel: "Sporen in het zand",
    beginjaar: 2014,
    eindjaar: 2015,
    aalmoezenier: "E.H. Johan Van Hecke",
    groepsleiding: "Stijn Cools, Lies Van Gorp",
    jaarleuze: "Laat een spoor na",
    kamp: "Paliseul",
    artikels: [
      {
        artikel:
          "De Jin organiseerde een zomerfuif in de tuin van het lokaal en haalde genoeg geld op voor een kamp in Schotland. Ze trokken er twee weken rond met de rugzak en sliepen in jeugdherbergen en op campings.\nHun reisdagboek ligt nog altijd in het lokaal.",
      },
    ],
  },
  {
    titel: "Aftellen naar zestig",
    beginjaar: 2015,
    eindjaar: 2016,
    aalmoezenier: "E.H. Johan Van Hecke",
    groepsleiding: "Lies Van Gorp, Dries Michiels",
    jaarleuze: "Klaar voor het feest",
    kamp: "Houyet",
    artikels: [
      {
        titel: "Oude foto's gezocht",
        artikel:
          "Met het oog op het zestigjarig bestaan riep de leiding alle oud-leden op om foto's en verhalen binnen te brengen. Zolders werden leeggehaald en honderden foto's werden ingescand. Daarmee werd ook deze geschiedenispagina opgebouwd.",
      },
    ],
  },
  {
    titel: "Zestig jaar scouting",
    beginjaar: 2016,
    eindjaar: 2017,
    aalmoezenier: "E.H. Johan Van Hecke",
    groepsleiding: "Lies Van Gorp, Dries Michiels",
    jaarleuze: "Zestig jaar vol avontuur",
    kamp: "Wellin",
    dokter: "Dr. Lenaerts",
    tandarts: "Dr. Maenhout",
    notities: "Jubileumweekend voor het zestigjarig bestaan in oktober 2016.",
    artikels: [
      {
        titel: "Een jubileumweekend om nooit te vergeten",
        artikel:
          "In oktober 2016 vierde Scouts Sint-Joris zestig jaar scouting met een groot jubileumweekend. Op zaterdag was er een spelnamiddag voor alle takken en oud-leden, 's avonds een receptie en een optreden van een coverband in een tent op de speelplaats.\nOp zondag volgde een eucharistieviering en een brunch voor meer dan vierhonderd gasten.",
      },
      {
        artikel:
          "Elke tak maakte voor het jubileum een eigen vlag. Ze hangen sindsdien naast elkaar in het lokaal.",
      },
      {
        artikel:
          "De oudste aanwezige oud-scout was eenentachtig jaar. Hij was in 1957 als jonge leider mee op het allereerste kamp in Westerlo.",
      },
    ],
  },
  {
    titel: "Plannen voor een nieuw thuis",
    beginjaar: 2017,
    eindjaar: 2018,
    aalmoezenier: "E.H. Johan Van Hecke",
    groepsleiding: "Dries Michiels",
    jaarleuze: "Bouwen aan morgen",
    kamp: "Daverdisse",
    artikels: [
      {
        artikel:
          "Het oude lokaal aan de Kerkweg was te klein en te versleten geworden. Samen met de gemeente en Mastworp werkte de groepsleiding plannen uit voor een nieuw gebouw. Op een infoavond kregen ouders en oud-leden de eerste tekeningen te zien.",
      },
    ],
  },
  {
    titel: "Afscheid van het oude lokaal",
    beginjaar: 2018,
    eindjaar: 2019,
    aalmoezenier: "E.H. Johan Van Hecke",
    groepsleiding: "Dries Michiels, Hanne Dierickx",
    jaarleuze: "Met een traan en een lach",
    kamp: "Beauraing",
    artikels: [
      {
        titel: "De laatste vergadering",
        artikel:
          "In juni 2019 werd de laatste vergadering gehouden in het lokaal aan de Kerkweg. Elk lid mocht zijn naam op de muur schrijven voor de afbraak begon. Er werd veel gelachen, en hier en daar ook een traantje weggepinkt.",
      },
      {
        artikel:
          "Tijdens de bouwwerken vergaderden de takken een paar maanden in de turnzaal van de gemeenteschool.\nMastworp hielp elke zaterdag mee met het verhuizen van het materiaal.",
      },
    ],
  },
  {
    titel: "De nieuwe lokalen",
    beginjaar: 2019,
    eindjaar: 2020,
    aalmoezenier: "E.H. Johan Van Hecke",
    groepsleiding: "Hanne Dierickx, Dries Michiels",
    jaarleuze: "Welkom thuis",
    kamp: "Meerhout",
    dokter: "Dr. Lenaerts",
    notities: "Officiële opening van de nieuwe lokalen in september 2019. Kamp in aangepaste vorm door de coronamaatregelen.",
    artikels: [
      {
        titel: "Een nieuw thuis voor Sint-Joris",
        artikel:
          "In september 2019 werden de nieuwe lokalen feestelijk geopend. Elke tak heeft nu een eigen ruimte, er is een grote keuken en een materiaalberging waar alle tenten droog kunnen liggen. De burgemeester knipte het lint door, en daarna mochten de kapoenen als eersten naar binnen.",
      },
      {
        artikel:
          "In het voorjaar van 2020 moesten de vergaderingen plots stoppen door de coronacrisis. De leiding stuurde elke week opdrachten en spelletjes naar de leden thuis.\nIn de zomer kon het kamp gelukkig toch doorgaan, in bubbels en dicht bij huis.",
      },
    ],
  },
  {
    titel: "Scouting op afstand",
    beginjaar: 2020,
    eindjaar: 2021,
    aalmoezenier: "E.H. Bart Lemmens",
    groepsleiding: "Hanne Dierickx",
    jaarleuze: "Samen, ook van ver",
    kamp: "Opglabbeek",
    artikels: [
      {
        artikel:
          "Ook dit jaar zette corona alles op zijn kop. Vergaderingen gingen door in kleine groepjes en met mondmaskers voor de leiding. Toch slaagden de takken erin om bijna elke week iets te organiseren, van een fotozoektocht tot een pakjesdienst bij oudere buren.",
      },
    ],
  },
  {
    titel: "Terug samen",
    beginjaar: 2021,
    eindjaar: 2022,
    aalmoezenier: "E.H. Bart Lemmens",
    groepsleiding: "Hanne Dierickx, Pieter-Jan Lambrechts",
    jaarleuze: "Eindelijk weer samen",
    kamp: "Neufchâteau",
    artikels: [
      {
        titel: "Een startdag als vanouds",
        artikel:
          "Na twee moeilijke jaren kon de startdag eindelijk weer met de hele groep doorgaan. Meer dan honderdzestig leden stonden op de speelplaats, en voor het eerst in lange tijd klonk de groepskreet weer uit alle kelen.",
      },
    ],
  },
  {
    titel: "Onder de sterren",
    beginjaar: 2022,
    eindjaar: 2023,
    aalmoezenier: "E.H. Bart Lemmens",
    groepsleiding: "Hanne Dierickx, Pieter-Jan Lambrechts",
    jaarleuze: "Dromen onder de sterren",
    kamp: "Tellin",
    artikels: [
      {
        artikel:
          "De verkenners sliepen op kamp twee nachten zonder tent, enkel onder een zeil en de sterrenhemel. Volgens de leiding waren het de stilste nachten van het hele kamp. Volgens de verkenners zelf waren het de koudste.",
      },
      {
        artikel:
          "De Jin trok naar de Noorse fjorden. Ze kampeerden aan een meer en zagen er hun eerste eland.",
      },
    ],
  },
  {
    titel: "Handen uit de mouwen",
    beginjaar: 2023,
    eindjaar: 2024,
    aalmoezenier: "E.H. Bart Lemmens",
    groepsleiding: "Pieter-Jan Lambrechts",
    jaarleuze: "Doe mee",
    kamp: "Bertrix",
    artikels: [
      {
        titel: "Een moestuin aan het lokaal",
        artikel:
          "De pioniers legden naast het lokaal een moestuin aan. Ze plantten tomaten, courgettes en een rij zonnebloemen die hoger werd dan de leiding. De oogst ging mee naar het kamp en belandde in de soep.\nMastworp zorgt sindsdien voor het water geven in de zomer.",
      },
    ],
  },
  {
    titel: "Vuur en water",
    beginjaar: 2024,
    eindjaar: 2025,
    aalmoezenier: "E.H. Bart Lemmens",
    groepsleiding: "Pieter-Jan Lambrechts",
    jaarleuze: "Brandend van goesting",
    kamp: "Saint-Hubert",
    artikels: [
      {
        artikel:
          "Op kamp hield de groep een grote kampvuuravond voor alle takken samen. De kapoenen zongen het hoogst, de verkenners het luidst en de leiding het valst.",
      },
      {
        titel: "Waterspelen op de rivier",
        artikel:
          "De jongverkenners bouwden vlotten van tonnen en palen en hielden een race op de rivier. Geen enkel vlot haalde de finish droog, maar iedereen haalde de finish.",
      },
    ],
  },
  {
    titel: "Samen verder",
    beginjaar: 2025,
    eindjaar: null,
    aalmoezenier: "E.H. Bart Lemmens",
    groepsleiding: "Pieter-Jan Lambrechts",
    jaarleuze: "Samen verder",
    kamp: "Gedinne",
    dokter: "Dr. Lenaerts",
    tandarts: "Dr. Maenhout",
    artikels: [
      {
        titel: "Een nieuw hoofdstuk",
        artikel:
          "Met een volle leidingsploeg en bijna tweehonderd leden begint Scouts Sint-Joris aan een nieuw hoofdstuk. Het kamp keert terug naar Gedinne, waar de groep in de beginjaren ook al kampeerde.\nDit verhaal wordt verder geschreven. Heb je foto's of herinneringen aan vroeger? Laat het ons zeker weten via het contactformulier.",
      },
    ],
  },
];
