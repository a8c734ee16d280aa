"""The Piacentine cast: twelve courtiers in an older fashion than the Neapolitan ones.

Great plumed bonnets, doublets in broad bands or bars, sleeves puffed and slashed to show a
second colour; the Fanti belted, each under his own hat, the kings each with a sash through
the middle of the waist, so the two halves meet in one straight band and not a knot of
belts and fists, and his own robe (an ermine collar, a cloak behind, a tapered mantle, an
open mantle). Each holds his symbol his own way, not one hand on the chest again and again:
a cup raised and its lid lifted, a coin by its rim, the other fist on the flank, a sword gripped in
both fists, a club held ready; the kings a cup and sceptre, a coin shown in both hands, a
sword held up, a club and an orb. The figures are drawn whole; courts.py cuts them at the
waist.
"""

from __future__ import annotations

from .bust import HAFT, LID, RIM, HalfFigure
from .cast import Arm, Figure, Garb, Pose
from .heads import Head
from .horse import Coat
from .people import (
    AUBURN,
    BLACK,
    BLOND,
    BROWN,
    GINGER,
    RAISED,
    REINS,
    ROSE,
    SANDY,
    SHOULDERED,
    TEAL,
    WHITE_HAIR,
    Court,
)
from .style import Ink


def piacentine_people(ink: Ink) -> dict[str, Court]:
    p = ink.palette
    return {
        "Jc": Court(
            HalfFigure(
                Head(
                    "young",
                    # fair hair swept back from the face under a plumed cap, its plume
                    # curled and fluffy, gold tipped white (a smooth white feather read as a
                    # sabre blade; long hair to the shoulders made him a long-haired jester)
                    "swept",
                    BLOND,
                    hat="feather_cap",
                    hat_colour=p.red,
                    hat_trim=p.gold,
                    plume=p.gold,
                    # a youth's face, not a doll's or a girl's under the long hair: no wide
                    # eyes under arched brows, no red lips; a long face, a straight nose and
                    # level brows over a half smile
                    nose="straight",
                    build="long",
                    brows="level",
                    complexion="fair",
                    mouth="smirk",
                    turn=0.3,  # looking to his cup
                ),
                # sleeves gathered in soft rings, so the arm across his chest stays slim (a
                # great slashed puff swelled over his breast)
                # a teal damask doublet laced over the shirt, not the Re di coppe's red
                # and gold (red and gold bands read as a jester's stripes), with red sleeves:
                # the cups' colour about his cup (all in teal he read as no suit's)
                Garb(
                    TEAL,
                    p.gold,
                    p.red,
                    p.gold,
                    motif="lacing",
                    collar="none",
                    sleeves="ruched",
                    pattern="trellis_dark",
                ),
                # an upright chalice raised beside his head, its lid lifted off in the other
                # fist, held out at his shoulder (tipped, the cup read as a horn or a bell;
                # one hand on his heart was every other court's gesture; offered before his
                # chest in both hands, it was the Re di denari's showing of his coin)
                Pose(
                    Arm((46, -54), (40, -80), grip="stem"),
                    Arm((-44, -40), (-34, -62)),
                    symbol_scale=0.56,
                    item=LID,
                ),
                # his cup on the other side from the Re di coppe's
                flip=True,
                # turned towards his raised cup, his head cocked to it
                twist=0.5,
                slope=3.0,
                tilt=-4,
            )
        ),
        "Jd": Court(
            HalfFigure(
                Head(
                    "young",
                    # short black curls under a soft red cap with a blue feather (a tall blue
                    # chaperon over a bob read as a turban over a lean, wary face; a gold
                    # feather curled off the cap like a horn) and a first moustache: with a
                    # bare lip under the curls he read as a girl
                    "curls",
                    BLACK,
                    beard="pencil",
                    hat="page",
                    hat_colour=p.red,
                    hat_trim=p.gold,
                    plume=p.blue,
                    turn=-0.3,
                    # a handsome youth, frank and open under calm brows: not a second long
                    # face beside the fair page of cups, nor the wary one he had
                    build="oval",
                    nose="straight",
                    eyes="almond",
                    brows="calm",
                    mouth="smile",
                    complexion="olive",
                ),
                Garb(
                    p.green,
                    p.gold,
                    p.gold,
                    p.red,
                    motif="lacing",
                    # fitted sleeves gathered in soft rings (hanging ones fell past the belt
                    # and were sliced at the seam; plain fitted ones read as tubes)
                    sleeves="ruched",
                    pattern="trellis_dark",
                    # a short red cape thrown over his other shoulder, ending above the
                    # elbow (falling to the belt over an arm with no hand, it read as an
                    # empty hanging sleeve, the arm cut off)
                    cloak=p.red,
                    mantle="thrown",
                ),
                # the coin held by its rim out at his shoulder, clear of his chin, the elbow
                # low at his side (held up beside his head, it read as a plate); the other
                # fist on his flank, the elbow out, holding nothing (a blue purse hung from a
                # raised fist read as a second suit sign, a ball; a fist gathering his cape
                # at his breast read as one more hand on the chest)
                Pose(
                    Arm((44, -34), (34, -52)),
                    Arm((-54, -30), (-33, -43)),
                    symbol_scale=0.56,
                ),
                flip=True,
                # a longer neck under the plumed cap: his chin sat on the collar
                neck=8.0,
                # turned from his coin, towards his free elbow
                twist=-0.5,
                slope=-2.0,
                tilt=5,
            )
        ),
        "Js": Court(
            HalfFigure(
                Head(
                    "young",
                    # his hair in waves under a black beret with a white plume (a bare head
                    # in a bush of round curls read as a periwig and sat large on the
                    # shoulders), a thin moustache and a sidelong look: a young blade (a
                    # square jaw, narrow eyes and stern brows set square read as a mannequin)
                    "wavy",
                    BROWN,
                    beard="pencil",
                    hat="beret",
                    hat_colour=BLACK,
                    hat_trim=p.gold,
                    plume=p.white,
                    mouth="smile",
                    build="oval",
                    nose="snub",
                    eyes="keen",
                    brows="arched",
                    complexion="tan",
                    turn=0.3,
                ),
                # a damask doublet with slashed sleeves (white bars on blue read as a
                # sailor's top)
                Garb(
                    p.blue,
                    p.blue,
                    p.blue,
                    p.gold,
                    motif="placket",
                    # a shirt collar open at the throat: the falling band hid his neck
                    collar="plain",
                    sleeves="slashed",
                    pattern="trellis_dark",
                    girth=0.9,
                ),
                # the sword held upright before his shoulder in both fists, the free one
                # closed under the other on the grip, at the ready: the turned half's sword
                # stands on the other side of the card (sloped over the shoulder, the two
                # halves' blades ran on into one line through the figure; a hand laid on
                # his breast was the gesture of half the pack, a fist on his hip met the
                # turned half's at the seam in a knot, a glove read as a third hand)
                Pose(
                    Arm((46, -42), (32, -60)),
                    Arm((-30, -34), (0, -45)),
                    symbol_rotate=-4,
                    symbol_scale=0.55,
                    item=HAFT,
                ),
                flip=True,  # not on the side where the Re di spade holds his sword
                # a neck out of his open collar, a little longer than the pack's: his jaw
                # sat on his shoulders (at 6 more, under the beret, it read as a stalk)
                neck=2.0,
                # turned towards the sword, one shoulder dropped: a swagger
                twist=0.5,
                slope=4.0,
                tilt=-5,
            )
        ),
        "Jb": Court(
            HalfFigure(
                Head(
                    "young",
                    "cropped",
                    AUBURN,
                    hat="plumed",
                    hat_colour=p.green,
                    hat_trim=p.gold,
                    plume=p.red,
                    turn=0.6,
                    # a youth, not a baby: an oval face with a straight nose
                    # (a round face with a snub nose and round eyes read as an infant's)
                    build="square",  # a sturdy lad shouting, square in the jaw
                    nose="straight",
                    eyes="almond",
                    brows="stern",
                    mouth="open",
                    complexion="ruddy",
                ),
                # a waist drawn in under the chest (a straight-sided doublet read as a barrel);
                # parti-coloured rose and the batons' green (rose and gold was no suit's)
                Garb(
                    ROSE,
                    p.green,
                    p.gold,
                    p.green_dark,
                    motif="halves",
                    sleeves="puffed",
                    girth=0.86,
                ),
                # the cudgel carried across his chest in both fists, its head up by his
                # shoulder clear of his face: a club held at the port, which reads either
                # way up (a hand raised open, hailing, hung limp in the turned half; held
                # upright in both fists, it was the Fante di spade's grip on his sword); its
                # butt on his left, not on the side where the Re di bastoni holds his
                Pose(
                    Arm((-44, -28), (-28, -44)),
                    Arm((40, -34), (0, -54)),
                    symbol_rotate=62,
                    symbol_scale=0.56,
                    item=HAFT,
                ),
                # his club shoulder brought forward into the grip
                twist=-0.5,
                slope=3.0,
                tilt=4,
            )
        ),
        "Qc": Court(
            Figure(
                Head(
                    "adult",
                    "bob",
                    SANDY,
                    # a merry cavalier, his moustache curled up over a tuft: a forked brown
                    # beard made him the Re di denari's brother
                    beard="imperial",
                    hat="bonnet",
                    hat_colour=p.blue,
                    plume=p.red,
                    turn=-0.3,
                    eyes="upturned",
                    brows="raised",
                    marks=("crowsfeet", "dimples"),
                ),
                Garb(p.red, p.gold, p.gold, p.gold, motif="bands", sleeves="slashed"),
                # the cup raised at his shoulder on the tail side, clear of the horse and
                # of the corner number; the rein hand forward over the withers
                Pose(
                    Arm(RAISED.elbow, (42, -82), grip="stem"),
                    Arm(REINS.elbow, (-20, -18)),
                    symbol_scale=0.6,
                ),
            ),
            # an iron grey
            Coat("#8f8d88", "#34312e", p.blue, p.gold, dapples=True, tail_knot=True),
            # in a passage, the near fore raised high, the neck arched to the poll
            gait="passage",
            seat="easy",  # the leg hanging long down the housing at the halt
        ),
        "Qd": Court(
            Figure(
                # a weathered horseman, his hair cut short and a heavy moustache drooping
                # over his lips, no beard (long hair and a boy's face read as a page; a tuft
                # on his chin, with his lean face, made him the Re di spade's brother)
                Head(
                    "adult",
                    "cropped",
                    AUBURN,
                    beard="walrus",
                    hat="beret",
                    hat_colour=p.red,
                    # a white plume (a gold one curled off the beret like a jester's horn)
                    plume=p.white,
                    hat_trim=p.gold,
                    turn=-0.5,
                    # a fine, weathered face, not a gaunt one (hollow cheeks under narrow
                    # eyes made the Cavallo di denari the pack's weak card)
                    build="lean",
                    nose="straight",
                    eyes="keen",
                    brows="level",
                    mouth="smile",
                    complexion="tan",
                    marks=("crowsfeet",),
                ),
                Garb(p.green, p.green, p.green, p.gold, motif="bars", sleeves="puffed"),
                # the coin shown on the tail side, clear of the horse's head
                # held out at arm's length (at the shoulder, it hid his cheek)
                Pose(Arm((52, -38), (58, -56)), Arm(REINS.elbow, (-20, -18)), symbol_scale=0.7),
                flip=True,  # riding to the left: facing right, he was the Cavallo di coppe again
            ),
            # a palomino, bright gold with a flowing cream mane in locks like the other
            # horses' (plaited, its row of tails read as a dragon's spine): the yellow of
            # the pack's four coats (a tan buckskin dun read at table size as a second
            # chestnut beside the Cavallo di spade's; the black is the Cavallo di
            # bastoni's, the grey the Cavallo di coppe's)
            Coat("#c9a04a", "#f1e2bc", p.red, p.gold),
            # at a canter, the near fore reaching, the head forward on a long, low neck
            gait="canter",
            seat="astride",  # the thigh along the saddle (on the short seat he was perched)
        ),
        "Qs": Court(
            Figure(
                Head(
                    "adult",
                    "curls",
                    BLACK,
                    beard="full",
                    # a crested morion: the swordsman rides armed (a second beret was Qd's)
                    hat="helmet",
                    hat_colour=p.red,
                    hat_trim=p.gold,
                    plume=p.blue,
                    # a man-at-arms crying out, glaring under bushy brows: the Re di spade
                    # beside him is cold and silent
                    brows="bushy",
                    mouth="open",
                    build="square",
                    eyes="round",
                    nose="broad",
                    complexion="ruddy",
                    marks=("frown",),
                ),
                Garb(
                    p.blue,
                    p.white,
                    p.blue,
                    p.gold,
                    motif="lacing",
                    collar="ruff",
                    sleeves="slashed",
                ),
                # the sword raised upright in salute on the tail side, clear of the horse's
                # head and of the corner number, the reins gathered in
                Pose(
                    Arm((48, -56), (46, -78)),
                    Arm((-34, -36), (-16, -22)),
                    symbol_rotate=12,
                    symbol_scale=0.56,
                ),
            ),
            # a flaxen chestnut in a long, low blue caparison bordered in gold, blue bridled: the
            # red one under the red saddle read with it as an armchair on the red-brown coat (a
            # gold one with a red border was a second, loud box beside the gold-maned neck)
            # a red chestnut, deeper than the tan it was, so it stands apart from the
            # palomino's gold at 56 px
            Coat("#a4532a", "#ecd29a", p.blue, p.gold, socks=True, arched=True),
            # a levade's forehand: the forelegs folded tight under the breast, the crest
            # arched and the head carried before the rider
            gait="levade",
            seat="long",  # the man-at-arms rides long, heel down
        ),
        "Qb": Court(
            Figure(
                Head(
                    "adult",
                    # his own dark hair cropped under a feathered cap: grey curls under a
                    # toque read as an 18th-century footman's periwig, out of period
                    "cropped",
                    BROWN,
                    # a long face and a waxed moustache turned up: not the round face and
                    # drooping moustache of the Neapolitan Cavallo di bastoni
                    beard="handlebar",
                    hat="feather_cap",
                    hat_colour=p.red,
                    hat_trim=p.gold,
                    plume=p.green,
                    build="long",
                    nose="hooked",
                    eyes="drooping",
                    brows="bushy",
                    mouth="thin",
                    complexion="rosy",
                    marks=("bags",),
                ),
                # a yellow doublet with red sleeves and sash on the black horse: in green on
                # the green bridle and pad, rider and tack were one mass
                Garb(p.gold, p.red, p.red, p.red, motif="sash", sleeves="slashed"),
                Pose(SHOULDERED, Arm(REINS.elbow, (-20, -18)), symbol_rotate=24, symbol_scale=0.5),
                flip=True,  # charging to the left
            ),
            # a black horse with a white blaze, under a rider in yellow: a bay read at table
            # size as the Cavallo di spade's chestnut; the black, lit along its rounds, is
            # the darkest of the four coats. A green bridle and pad, the batons' colour
            Coat("#2b2522", "#141010", p.green, p.gold, blaze=True),
            # galloping out, the forelegs struck high, the neck stretched forward
            gait="gallop",
            seat="forward",  # the lower leg braced forward in the charge
        ),
        "Kc": Court(
            HalfFigure(
                Head(
                    "old",
                    "long",
                    WHITE_HAIR,
                    # a full white beard to the collar (a long one ran down to the divider
                    # and met its turned twin there in a white diamond mid-card)
                    beard="full",
                    hat="crown_arched",
                    hat_colour=p.blue,
                    build="long",
                    nose="long",
                    eyes="heavy",
                    brows="bushy",
                    mouth="straight",
                ),
                Garb(
                    p.red,
                    p.gold,
                    p.red,
                    p.gold,
                    cut="robe",
                    motif="placket",
                    collar="ermine",
                    pattern="trellis",
                    # a great crimson mantle from his shoulders, widening to the belt: a
                    # king's breadth (in his robe alone he was as slim as a Fante)
                    cloak=p.red_dark,
                    mantle="tapered",
                    girth=1.15,
                ),
                # the cup raised to his shoulder beside the beard, the sceptre upright and
                # low in the other hand, short enough that its foot's knob ends above the
                # seam: the elbows bent (held out level with the shoulders, the arms read
                # as a puppet's), the two hands not at one height (a pair of hands held
                # level before the chest read as stiff as a statue's)
                Pose(
                    Arm((42, -34), (28, -56)),
                    Arm((-40, -32), (-34, -48), grip="stem"),
                    symbol_scale=0.56,
                    item="short_sceptre",
                ),
                # an old king, only half turned, his head bent a little to the cup
                twist=0.3,
                slope=2.0,
                tilt=-3,
                # a broad blue sash from his sceptre shoulder through the middle of the
                # waist, the ermine only at his collar (an ermine shoulder cape read as two
                # pillows; a sash to the buckle met the turned half's in a V on the belt)
                sash=p.blue,
                sash_side=-1.0,
            )
        ),
        "Kd": Court(
            HalfFigure(
                Head(
                    "adult",
                    # his hair parted and full over the ears, clear of the shoulders (long
                    # hair falling on them with the beard hid his shoulders: a head on a
                    # flat chevron of colours)
                    "parted",
                    BROWN,
                    # a forked beard, the moustache's ends hanging over it: a square face in a
                    # full beard made him the Cavallo di spade's brother
                    beard="forked",
                    # a heavy crown over a blue velvet cap (its points alone read as paper)
                    hat="crown_cap",
                    hat_colour=p.blue,
                    turn=0.4,
                    nose="hooked",
                    build="oval",
                    # a rich king content with his treasure, a smile under level brows
                    # (drooping eyes over a straight mouth made him sad over his coin)
                    eyes="almond",
                    brows="level",
                    mouth="smile",
                    complexion="olive",
                    marks=("furrows",),
                ),
                # a gold brocade robe, the coins' colour (a blue one read as the swords'), with
                # red sleeves and one red sash from shoulder to hip (a mantle knotted across
                # the chest over gold bands read as a tangle; gold sleeves against the bust
                # read as planks)
                Garb(
                    p.gold,
                    p.gold,
                    p.red,
                    p.red,
                    cut="robe",
                    motif="plain",
                    collar="ermine",
                    pattern="trellis_dark",
                    # a blue mantle open over the shoulders on ermine fronts: a king's breadth
                    # with real shoulders (a cloak behind him flaring to the seam drew an egg)
                    cloak=p.blue,
                    mantle="open",
                ),
                # the coin shown before his chest under the beard in both hands, held by its
                # rim either side, the forearms in red sleeves with ermine cuffs coming in
                # from broad shoulders, a king presenting his treasure; high above the
                # seam, a little aside clear of the sash (brought over to his shoulder by
                # his chin, it floated there with no shoulders or arms to read; held before
                # his belly, the two halves' coins read as a belly hugged)
                Pose(
                    Arm((40, -31), (7, -45)),
                    Arm((-44, -31), (-25, -45)),
                    symbol_rotate=-80,
                    symbol_scale=0.48,
                    item=RIM,
                ),
                flip=True,
                # turned towards the coin he shows
                twist=0.4,
                slope=-2.0,
                tilt=3,
                # the sash through the middle of the waist, no belt: the turned half's runs
                # on from it in one straight band (to the hip, the two sashes and the belt
                # made a zigzag)
                sash=p.red,
            )
        ),
        "Ks": Court(
            HalfFigure(
                Head(
                    "adult",
                    "bob",
                    BLACK,
                    # a pointed black goatee under a crown of trefoil leaves: not the
                    # Neapolitan Re di spade's forked beard under his broad rays (a ring of
                    # thin spikes read as a picket fence)
                    beard="goatee",
                    # a moustache with curled ends over the goatee (a thin pencil line
                    # left the face flat), a cold, haughty king
                    tache="cavalier",
                    hat="crown_leaves",
                    hat_trim=p.green,
                    # stern brows over heavy lids, his face cut by the years: hollow
                    # cheeks, a lined brow, a frown and crow's feet
                    brows="stern",
                    build="long",
                    nose="long",
                    eyes="heavy",
                    mouth="thin",
                    complexion="olive",
                    marks=("hollow", "furrows", "frown", "crowsfeet"),
                    turn=-0.35,
                ),
                # a great blue mantle over his shoulders and upper arms, the swords' colour
                # (a red one read at a distance as the cups'), falling in folds and widening
                # to the belt, its ermine fronts open on a gold robe that widens with it (a
                # narrow barred robe between close fronts read as a striped tube; a purple
                # robe was the Neapolitan Re di spade's)
                Garb(
                    p.gold,
                    p.gold,
                    p.blue_dark,
                    p.red,
                    cut="robe",
                    motif="placket",
                    collar="none",
                    cloak=p.blue,
                    mantle="tapered",
                    pattern="trellis",
                    girth=1.25,
                ),
                # the sword arm out of the mantle, the fist raised to the chest and the
                # broad blade upright beside his crown; the other arm kept under the
                # mantle (arms out straight from the shoulders read as a robot's, a blade
                # leaning over the shoulder ran on into the turned half's as one line, and
                # a second fist gathering the mantle made four fists about the seam)
                Pose(
                    Arm((36, -38), (40, -62)),
                    Arm((-34, -30), (-16, -50)),
                    symbol_rotate=2,
                    symbol_scale=0.52,
                ),
                # turned from his sword, the head held high
                twist=-0.5,
                slope=3.0,
                tilt=2,
                # a red sash from his sword shoulder through the middle of the waist: the
                # two halves meet in one diagonal band
                sash=p.red,
                one_hand=True,
            )
        ),
        "Kb": Court(
            HalfFigure(
                Head(
                    "adult",
                    # a burly ginger king in his prime, his beard trimmed short: not a second
                    # long-haired patriarch beside the Re di coppe
                    "curls",
                    GINGER,
                    beard="short",
                    hat="crown_cap",
                    hat_colour=p.red,
                    turn=-1.0,
                    brows="raised",
                    nose="broad",
                    build="round",
                    eyes="narrow",
                    complexion="ruddy",
                    marks=("dimples",),
                ),
                # a green robe, the batons' colour, under a crimson mantle (in gold under a
                # green mantle, he was the Re di denari's twin)
                Garb(
                    p.green,
                    p.gold,
                    p.gold,
                    p.red,
                    cut="robe",
                    motif="lacing",
                    collar="ermine",
                    cloak=p.red_dark,
                    mantle="open",
                    pattern="trellis_dark",
                ),
                # the club in his fist at the shoulder, its head slanting out from the
                # crown (upright by his crown, with the face square, he stood as stiff as the
                # other three kings), clear of a corner number 36 units tall; both hands well
                # above the seam: cut there, the fingers ended in a hard line against the
                # turned half's; the orb cradled on his palm and raised higher than the
                # club's fist (a small orb over a fist read as a ball stuck on it; the two
                # hands level read as a statue's)
                Pose(
                    Arm((44, -32), (30, -52)),
                    Arm((-46, -40), (-30, -64), grip="palm"),
                    symbol_rotate=9,
                    symbol_scale=0.47,
                    item="globe",
                ),
                flip=True,
                # in three-quarter, the only king turned well aside: the chest turned fully
                # and the face to his orb, his club shoulder brought forward, the orb
                # shoulder lifted
                twist=-1.0,
                slope=5.0,
                tilt=6,
                # a gold sash over the mantle from the orb shoulder through the middle of
                # the waist, in place of the belt and buckle the two halves met on
                sash=p.gold,
                sash_side=-1.0,
            )
        ),
    }
