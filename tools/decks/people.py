"""Who is on each court card: twenty-four people, twelve per deck, none drawn twice.

Neapolitan figures wear nineteenth-century hair and moustaches; the Piacentine cast, an
older courtly fashion, lives in people_piacentine.py. Each suit's Fante, Cavallo and Re differ in
age, face, hair, headwear, cut and colour of clothes, pose and how they carry the symbol.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cast import Arm, Figure, Garb, Pose
from .heads import Head
from .horse import Coat
from .style import Ink

PURPLE, TEAL, ORANGE, ROSE = "#6e3f8f", "#2c7c78", "#d9782c", "#b8506f"
BROWN, BLOND, BLACK, AUBURN, WHITE_HAIR = "#6b3f1e", "#d9a441", "#2a1c14", "#9a4a1e", "#f1ebe0"
SANDY = "#a8793c"  # light brown with gold in it
DARK_BROWN, GINGER = "#45291a", "#b5561f"
# pepper and salt: darker than silver, so a grey moustache shows on the face and a grey
# king is not taken for the white-haired one
IRON_GREY = "#8e8478"

# Arms that hold the symbol (x > 0) and free arms (x < 0), shared so poses stay consistent.
RAISED = Arm((48, -58), (46, -96))
SHOULDERED = Arm((38, -36), (22, -52))
ON_HEART = Arm((-30, -30), (-8, -44), grip="open")  # the hand laid flat on the heart
REINS = Arm((-18, -34), (12, -22))


@dataclass(frozen=True)
class Court:
    """One court card: the figure and, for the Cavallo, the horse."""

    figure: Figure
    coat: Coat | None = None
    gait: str = "walk"
    carriage: float = 0.0  # the horse's head: < 0 raised, > 0 lowered (degrees)
    rear: float = 0.0  # how far the horse rises on its hind legs (degrees)
    seat: str = "bent"  # how the rider's near leg hangs (see tack.SEATS)


def neapolitan_people(ink: Ink) -> dict[str, Court]:
    p = ink.palette
    return {
        "Jc": Court(
            Figure(
                Head(
                    "young",
                    # a beardless page of sixteen, his hair cut at the jaw and rolled under
                    # (grown long to the collar, it made a girl of him; with a pencil
                    # moustache, a long face and a cleft chin he was a grown man with the
                    # Cavallo's and the Re's face)
                    "rolled",
                    DARK_BROWN,
                    complexion="fair",
                    hat="cap",
                    hat_colour=p.blue,
                    turn=0.5,
                    # a youth with a straight nose, dark brows and a half smile: with a round
                    # face and a broad smile under his long hair he was a girl
                    build="oval",
                    nose="straight",
                    brows="peaked",
                    mouth="smirk",
                    eyes="wide",
                ),
                Garb(
                    p.red,
                    p.red,
                    p.gold,
                    p.gold,
                    (p.red, p.gold),
                    sleeves="puffed",
                    cloak=p.blue,
                    cape=True,
                    pattern="brocade",
                ),
                # a short blue cape on his shoulders, stepping forward with the cup held
                # out at his side (held before his chest it was the Fante di denari's pose)
                # and his other hand on his heart, as if pledging a toast; weight on his
                # right leg, the left one stepping out, the body leaning over the standing leg;
                # the hand a unit in from the card's edge for the gadrooned goblet's wider bowl
                Pose(
                    Arm((50, -34), (61, -46), grip="stem"),
                    ON_HEART,
                    symbol_scale=0.62,
                    knee=1,
                    feet=(-12, 28),
                    sway=-4,
                    head_tilt=5,
                    chest_turn=0.7,
                    shoulder_drop=-4,
                    hip_tilt=6,
                ),
            )
        ),
        "Jd": Court(
            Figure(
                Head(
                    "young",
                    "curls",
                    BLOND,
                    complexion="fair",
                    hat="beret",
                    hat_colour=p.green,
                    hat_trim=p.red,
                    plume=p.red,
                    turn=-0.6,
                    # a lad of fifteen with a straight nose and a level, steady look, not a
                    # doll's round face, snub nose and round open mouth
                    mouth="smile",
                    nose="straight",
                    build="oval",
                    brows="level",
                    eyes="almond",
                ),
                Garb(
                    p.green,
                    p.gold,
                    p.red,
                    p.red,
                    (p.gold, p.green),  # counterchanged: each leg the other half's colour
                    motif="halves",
                    collar="ruff",
                    shoes="buckled",
                    # slim red sleeves gathered in soft rings: the pale gold ones, wide as
                    # the doublet, hung off his arms like sacks
                    sleeves="ruched",
                ),
                # the coin held out at arm's length before his chest to show its face, the
                # other hand set on his hip with the elbow out, standing square on both feet
                # with his weight over the straight leg (clamped flat to his chest, a judge saw
                # a stiff mannequin; lifted by his ear like a tambourine, the free hand open
                # and hanging and the body swayed back over a pointed toe, he had no weight on
                # his feet), where the Fante di coppe strides, the Fante di spade leans off his
                # sword and the Fante di bastoni, his thumb in his sash, on his club
                Pose(
                    Arm((46, -26), (66, -30)),
                    Arm((-50, -18), (-23, 0), grip="open"),
                    symbol_rotate=-6,
                    symbol_scale=0.6,
                    feet=(-14, 22),
                    knee=1,
                    sway=-2,
                    head_tilt=4,
                    chest_turn=-0.8,
                    shoulder_drop=-4,
                    hip_tilt=7,
                ),
                flip=True,
            )
        ),
        "Js": Court(
            Figure(
                Head(
                    "young",
                    # black hair waved over his ears (cut straight in a bob with a fringe, it
                    # made an Egyptian girl of him)
                    "wavy",
                    BLACK,
                    complexion="olive",
                    # a beardless page: a waxed moustache made him the Cavallo and the Re
                    # di spade's brother, three black moustaches in one suit
                    hat="beret",
                    hat_colour=p.red,
                    hat_trim=p.gold,
                    brows="level",
                    mouth="smirk",
                    build="oval",  # a boy's soft face (a lean one was a grown man's)
                    eyes="keen",  # a cocky young blade, not the scowl of the Cavallo
                    nose="long",
                ),
                Garb(
                    p.blue,
                    p.blue,
                    p.red,
                    p.gold,
                    (p.red, p.gold),
                    cut="tunic",
                    motif="sash",
                    shoes="hessians",
                    collar="falling",
                    sleeves="slashed",
                    pattern="damask",
                ),
                # at his ease, feet close together and the body leaning off the sword, the sabre
                # carried low at his side, point down: a swaggering page, not the king with his
                # sword; the pack's Fante di spade has a very long sword, so his is drawn
                # larger than the Cavallo's and the Re's and hangs straight, its point resting
                # on his base. As in the pack he holds a branch in the other hand, raised at
                # his shoulder so its leaves stand green on the paper (held at the chest they
                # lay over his red sleeve and his face), clear of the frame and the corner 8
                Pose(
                    Arm((48, -34), (52, -6)),
                    Arm((-48, -24), (-53, -46), grip="stem"),
                    symbol_rotate=182,
                    symbol_scale=0.89,
                    item="branch",
                    feet=(-28, 20),
                    knee=-0.6,
                    sway=-3,
                    head_tilt=3,
                    chest_turn=-0.7,
                    shoulder_drop=-3,
                    hip_tilt=5,
                ),
            )
        ),
        "Jb": Court(
            Figure(
                Head(
                    "young",
                    # a country lad's hair waved forward over his ears (the crop with square
                    # sideburns was a grown man's)
                    "wavy",
                    GINGER,
                    complexion="ruddy",
                    build="round",
                    # a plain flat beret, its feather gold on the purple (the page's cap with
                    # a tall curled red plume made a jester of him, a tall toque a fez)
                    hat="beret",
                    hat_colour=PURPLE,
                    hat_trim=p.gold,
                    plume=p.gold,
                    turn=0.7,
                    nose="snub",
                    eyes="upturned",
                    brows="peaked",  # dark over the quick eyes (his pale ginger ones vanished)
                    mouth="smile",  # a cheeky lad, quick-eyed and grinning (dimples lined his
                    # boy's mouth like an old woman's at table size)
                ),
                # dressed as a lad of the Neapolitan country: a short orange jacket, a red
                # sash wound round the waist, blue breeches to the knee and sandals laced up
                # white wrappings (a doublet with a skirt was every other Fante's cut)
                Garb(
                    ORANGE,
                    p.red,
                    p.green,
                    p.green_dark,
                    (p.blue, p.blue),
                    cut="jacket",
                    pattern="damask",
                    shoes="laced",
                ),
                # at his ease, one fist on the head of his club, which stands on its thin
                # end on his base beside him (held higher, its butt hung in the air over
                # the base's end), the other thumb hooked in his sash; his weight on the
                # straight leg, the other knee at ease (both hands stacked on the butt of a
                # club stood on its knob, the arms crossing the body and the legs crossed,
                # he carried no weight; a fist on a dagger read as a knife in his hip;
                # shouldered, the club was the Re di bastoni's pose)
                Pose(
                    Arm((40, -20), (48, 10)),
                    Arm((-40, -28), (-22, -2)),
                    symbol_rotate=-4,
                    symbol_scale=0.72,
                    grip=-96,
                    feet=(-12, 24),
                    knee=2,
                    sway=-4,
                    head_tilt=4,
                    chest_turn=0.8,
                    shoulder_drop=-4,
                    hip_tilt=6,
                ),
                flip=True,  # the planted club away from the lower corner number
            )
        ),
        "Qc": Court(
            Figure(
                Head(
                    "adult",
                    "cropped",  # short under his hat, so the curled points stand clear of his hair
                    BROWN,
                    complexion="tan",
                    # a merry cavalier of the 1860s: his moustache waxed out past his cheeks
                    # and curled up at the points over an imperial on his chin, one brow
                    # cocked over a quick eye as he raises his toast
                    beard="imperial",
                    tache="curled",
                    hat="plumed",
                    hat_colour=p.red,
                    hat_trim=p.gold,
                    turn=0.6,
                    eyes="keen",
                    brows="peaked",
                    brow_cock=1.6,
                    marks=("dimples", "crowsfeet"),  # a merry cavalier raising a toast
                ),
                Garb(p.gold, p.gold, p.red, p.red, (p.red, p.red), shoes="boots"),
                # a toast, the cup raised high clear of his face (its foot lay over his eye):
                # the raised cup, not a stretch of the horse, fills the card's height
                # the upper arm out from the shoulder and the forearm as long as it, the elbow
                # bent and the hand over the shoulder (a short upper arm under a long straight
                # forearm held the cup up like a post)
                Pose(Arm((58, -88), (50, -128)), REINS, symbol_scale=0.66),
            ),
            # a dapple grey without a white hair, darker below his knees and hocks, halted and
            # pawing with a foreleg raised, his head tossed up on a long arched and crested
            # neck that stands as high as his rider's shoulders, the rider's leg long down the
            # flank (on a thin upright neck, a small head under his rider's chest and the leg
            # bent up, a judge saw a donkey with a rider pasted on); each of the four horses
            # carries its head its own way
            Coat(
                "#a3a19b",
                "#4a4743",
                p.red,
                p.gold,
                dapples=True,
                tail_knot=True,
                points=True,
                whites=("", "", "", ""),
                points_tone="#6f6d68",
                arched=True,
            ),
            gait="halt",
            carriage=-12,
            seat="long",
        ),
        "Qd": Court(
            Figure(
                Head(
                    # a young dandy of the 1840s, sly: a thin moustache, one brow cocked
                    "adult",
                    "parted",
                    # dark brown: flaxen, his hair read white at table size, an old man
                    DARK_BROWN,
                    complexion="fair",
                    beard="pencil",
                    hat="plumed_toque",  # not a fourth beret among the Fanti's three
                    hat_colour=BLACK,
                    hat_trim=p.gold,
                    plume=p.white,  # red over the gold band, it read as a jester's
                    turn=0.4,
                    build="long",
                    brows="arched",
                    brow_cock=1.8,
                    mouth="smirk",
                    eyes="upturned",  # a sidelong, amused look to go with the smirk
                ),
                Garb(
                    PURPLE,
                    PURPLE,
                    p.gold,
                    p.gold,
                    (p.gold, p.gold),
                    motif="chain",
                    shoes="boots",
                    cloak=p.red,
                    cape=True,
                ),
                # the coin presented forward at arm's length over his horse's head, the reins
                # gathered low (raised high overhead, it made the four Cavalli four raised
                # arms)
                Pose(Arm((52, -62), (74, -80)), Arm((-10, -30), (16, -12)), symbol_scale=0.62),
                flip=True,
            ),
            # a bay under a blue cloth with a scalloped hem, black legs but for one white
            # hind sock, a star on his forehead, in a long diagonal trot with his neck high and
            # arched and his face flexed to the vertical
            Coat(
                "#8e4c24",
                p.ink,
                p.blue,
                p.gold,
                star=True,
                points=True,
                hem="scalloped",
                arched=True,
                whites=("", "", "sock", ""),
            ),
            gait="trot",
            carriage=-6,
            seat="long",
        ),
        "Qs": Court(
            Figure(
                Head(
                    # the Moor the old Neapolitan knight of swords is remembered as: a dark
                    # beard trimmed close, a hawk's nose and a fierce look under a white
                    # turban pinned with a jewel and a red plume
                    "adult",
                    "cropped",
                    BLACK,
                    complexion="dusky",
                    beard="short",
                    tache="waxed",
                    hat="turban",
                    hat_colour=p.white,
                    hat_trim=p.gold,
                    plume=p.red,
                    brows="peaked",
                    mouth="grim",
                    turn=0.5,
                    build="lean",
                    eyes="keen",
                    nose="hooked",
                    marks=("frown",),
                ),
                # dressed as a Moor: a green caftan with a gold sash and open sleeves hanging
                # from red ones, blue breeches, no European collar, a red cape flying behind
                Garb(
                    p.green,
                    p.green,
                    p.red,
                    p.gold,
                    (p.blue, p.blue),
                    cut="tunic",
                    motif="sash",
                    collar="none",
                    cloak=p.red,
                    cape=True,
                    mantle="flying",
                    shoes="boots",
                    sleeves="hanging",
                    pattern="damask",
                ),
                # the sabre raised high, the elbow out to the side and up at the shoulder as a
                # swordsman holds it, so the arm stands above the horse's crest rather than
                # across it; the rein hand low over the pommel instead of across the chest
                Pose(
                    Arm((54, -70), (50, -106)),
                    Arm((-22, -32), (6, -20)),
                    symbol_rotate=8,
                    symbol_scale=0.62,
                ),
            ),
            # a black charger rising in a levade, his rider's leg long down the flank; risen
            # higher than a walk or trot could read as (at 12 he was one more walking horse),
            # his chin tucked in to his chest, so the head stays low and ahead of the rider
            # and the sabre stands against the paper (with the head high, the horse swung it
            # back into the blade); white socks and a gold cloth, so at table size he is not
            # one black blot
            Coat(
                "#3f3530",
                "#140e0b",
                p.gold,
                p.red,
                blaze=True,
                arched=True,
                hem="fringed",
                whites=("", "", "sock", "sock"),  # two white hind feet
            ),
            gait="prance",
            carriage=20,
            rear=18,
            seat="long",
        ),
        "Qb": Court(
            Figure(
                Head(
                    "adult",
                    "swept",
                    AUBURN,
                    complexion="ruddy",
                    beard="walrus",
                    # a captain's combed morion with a gold plume (a tall teal toque with a band
                    # round it read as a fez)
                    hat="helmet",
                    hat_trim=p.gold,
                    plume=p.gold,
                    turn=0.3,
                    build="round",
                    eyes="heavy",
                    brows="bushy",
                    nose="broad",
                    marks=("jowls", "bags"),  # a heavy, jowly captain
                    mouth="thin",  # tight lips under the walrus moustache
                ),
                Garb(TEAL, TEAL, p.gold, p.red, (p.red, p.red), motif="sash", shoes="boots"),
                # the club stood upright in a fist at his hat's brim, the elbow bent, not the
                # whole arm raised as the other Cavalli raise theirs: it rises between his face
                # and the horse's ears into the corner with no number (slanted forward from a
                # fist at the crest, it hid the horse's head and neck from a judge; held by the
                # shoulder, it rose across his cheek and hat)
                Pose(Arm((60, -66), (64, -96)), REINS, symbol_rotate=2, symbol_scale=0.56),
            ),
            # a chestnut with a flaxen mane and tail at a long walk, his head carried higher (on
            # a long rein, the neck stretched forward and low, the horse was so long that,
            # fitted to the card's width, a judge saw a pony with matchstick legs), his
            # cloth cut to a point, a star and two white stockings
            Coat(
                "#c0712f",
                "#e3c184",
                PURPLE,
                p.gold,
                star=True,
                hem="pointed",
                whites=("stocking", "", "", "stocking"),
            ),
            gait="walk",
            carriage=0,
        ),
        "Kc": Court(
            Figure(
                Head(
                    "old",
                    "cropped",
                    WHITE_HAIR,
                    complexion="rosy",
                    # white whiskers grown into the moustache, the chin shaved: a king of
                    # the 1800s, not the Piacentine patriarch with his long beard
                    beard="muttonchops",
                    hat="fleurons_cap",
                    hat_colour=p.blue,  # a blue velvet cap, standing off his red cloak
                    brows="bushy",
                    nose="hooked",
                    build="long",
                    eyes="heavy",
                ),
                Garb(
                    p.blue,
                    p.gold,
                    p.blue,
                    p.gold,
                    cut="robe",
                    motif="chain",
                    collar="ermine",
                    cloak=p.red,
                    mantle="falling",  # down his back, in from the lower corner number
                    pattern="brocade",
                ),
                # standing on his base like the other three kings (three judges read him on
                # a throne as out of the set): the cup raised beside his face, the sceptre
                # upright in the other hand
                Pose(
                    Arm((44, -20), (40, -44), grip="stem"),
                    Arm((-46, -10), (-52, -26), grip="stem"),
                    symbol_scale=0.6,
                    item="sceptre",
                    head_tilt=3,  # inclined towards his cup
                    # his weight on one leg, the chest turned a little to his cup (square to
                    # the viewer, a sceptre and a cup held level at his sides, he stood like a
                    # post between two candlesticks)
                    sway=-2,
                    chest_turn=0.5,
                    shoulder_drop=-3,
                    hip_tilt=4,
                    step=-16,
                ),
            ),
        ),
        "Kd": Court(
            Figure(
                Head(
                    "adult",
                    "wavy",
                    SANDY,  # a fair-bearded king, not the Piacentine one's brown beard
                    complexion="tan",
                    beard="short",
                    tache="waxed",  # its points waxed out past the beard
                    hat="fleurons_pearls",
                    turn=-0.4,
                    build="square",
                    nose="long",
                    mouth="straight",
                    brows="peaked",
                    marks=("furrows",),
                    eyes="drooping",  # a weary eye under hard brows: a king grown stern with care
                ),
                # a gold robe strewn with bezants over a red under-robe, a coin-king's cloth
                # (in red sprigged brocade he was taken for the Fante di coppe)
                Garb(
                    p.gold,
                    p.red,
                    p.green,
                    p.red,
                    cut="robe",
                    motif="placket",
                    collar="none",  # the ermine tippet's gold neckline is his collar
                    girth=1.2,
                    mantle="tippet",
                    pattern="bezants",
                ),
                # the coin, as large as the Fante's, held out clear of his shoulder in a hand
                # gripping its lower rim (small at the shoulder it looked stuck flat on it), the
                # forearm rising to it from an elbow out at his side, the ermine showing on
                # that shoulder, away from the Fante's coin at mid-chest (laid flat on the chest
                # with the arm under the mozzetta it looked stuck on; held up at the shoulder
                # it read as a tambourine), the sceptre leaning on his shoulder, held in a
                # fist at the end of the arm hanging at his side from under the ermine
                Pose(
                    Arm((52, -12), (50, -32)),
                    Arm((-44, -36), (-46, -14), grip="stem"),
                    symbol_rotate=-18,
                    symbol_scale=0.62,
                    item="slanted_sceptre",
                    feet=(-18, 10),
                    sway=-4,
                    head_tilt=3,
                    chest_turn=0.6,
                    shoulder_drop=3,
                    hip_tilt=-5,
                    step=-18,
                ),
                flip=True,
            )
        ),
        "Ks": Court(
            Figure(
                Head(
                    "adult",
                    "whiskered",
                    BLACK,
                    complexion="olive",
                    beard="forked",
                    hat="radiate",
                    hat_trim=p.red,
                    nose="hooked",
                    brows="level",  # a grave king, not a scowling one
                    mouth="straight",
                    build="lean",
                    eyes="heavy",
                    marks=("hollow",),
                ),
                Garb(
                    PURPLE,
                    PURPLE,
                    p.red,
                    p.gold,
                    (p.red, p.red),
                    cut="tunic",
                    motif="chain",
                    collar="ruff",
                    cloak=p.blue,
                    shoes="boots",
                    sleeves="fitted",  # a king's plain sleeves, not the Fante's slashed puffs
                    pattern="brocade",
                    mantle="clasped",
                ),
                # his weight on the left leg and the body leaning over it, the right knee at
                # ease and its heel raised (standing square, feet apart, he was stiff as a tin
                # soldier), his mantle over the left shoulder and a blue sash from it to the
                # buckle; the sabre upright at his side like a sword of state, clear of the
                # robe, and the orb on the palm of the other hand
                Pose(
                    Arm((48, -30), (52, -6)),
                    Arm((-50, -24), (-32, -30), grip="palm"),
                    symbol_scale=0.72,
                    item="globe",
                    feet=(-20, 14),
                    knee=1,
                    sway=-3,
                    head_tilt=3,
                    chest_turn=0.6,
                    shoulder_drop=-3,
                    hip_tilt=5,
                ),
            )
        ),
        "Kb": Court(
            Figure(
                Head(
                    "old",
                    # grey hair falling from under the crown to his collar (swept back, it
                    # showed only as two waves over his ears, like earmuffs)
                    "long",
                    IRON_GREY,  # not the Re di coppe's white whiskers
                    complexion="ruddy",
                    beard="full",
                    hat="fleurons",
                    turn=0.5,
                    build="round",
                    eyes="narrow",
                    brows="raised",
                    nose="broad",
                    marks=("dimples",),  # a jolly old king; a full grey beard lies on the collar
                ),
                # a green mantle open over a robe halved red and orange, turned the other way
                # from the Re di coppe (in a red mantle over his robe, facing the same way,
                # a judge saw the two as twin kings); gold sleeves, which stand off the
                # orange half of his robe (orange ones ran into it, his arm lost against it)
                Garb(
                    p.red,
                    ORANGE,
                    p.gold,
                    p.gold,
                    cut="robe",
                    motif="halves",
                    collar="ermine",
                    cloak=p.green,
                    mantle="open",
                    pattern="brocade",
                ),
                # his weight on one leg and the body leaning, the club held upright at his
                # side in a fist at the end of a level forearm, sleeve, cuff, wrist and fist
                # in that order (gripped by the shoulder, the short forearm ran back past the
                # cuff and broke the wrist), the other hand gathering the ermine edge of his
                # open mantle before his chest (raised open beside his shoulder, the palm
                # read as a policeman's "stop"; a fist on his belt twinned the Fante di
                # bastoni's thumb in his sash; held out low and open the hand hung off the arm
                # like an empty glove)
                Pose(
                    Arm((32, -10), (50, -16)),
                    Arm((-48, -14), (-19, -26)),
                    symbol_rotate=2,
                    symbol_scale=0.55,
                    feet=(-4, 24),
                    sway=4,
                    head_tilt=-4,
                    chest_turn=-0.6,
                    shoulder_drop=-3,
                    hip_tilt=5,
                    step=22,
                ),
                flip=True,
            )
        ),
    }
