#!/usr/bin/env python3
"""Writes the PNG and zlib fixtures of Tests/ImageCodecTests (ImageCodecFixtures.swift) from pixel values given
here, with Python's zlib and struct only: the images are built independently of the Swift decoder, whose tests
compare its output with the pixel values below.

    python3 scripts/make-image-fixtures.py > Tests/ImageCodecTests/ImageCodecFixtures.swift
    python3 scripts/make-image-fixtures.py --write-corpus DIR   # each fixture as DIR/NAME.bin, a fuzzing corpus
"""
import os
import struct
import sys
import zlib


def chunk(kind, data):
    body = kind.encode('ascii') + data
    return struct.pack('>I', len(data)) + body + struct.pack('>I', zlib.crc32(body) & 0xFFFFFFFF)


def png(width, height, bit_depth, color_type, idat, interlace=0, extra_before=(), extra_after_header=()):
    out = b'\x89PNG\r\n\x1a\n'
    out += chunk('IHDR', struct.pack('>IIBBBBB', width, height, bit_depth, color_type, 0, 0, interlace))
    for kind, data in extra_after_header:
        out += chunk(kind, data)
    for kind, data in extra_before:
        out += chunk(kind, data)
    if isinstance(idat, list):
        for part in idat:
            out += chunk('IDAT', part)
    else:
        out += chunk('IDAT', idat)
    out += chunk('IEND', b'')
    return out


def compress(raw, level=9, strategy=None):
    if strategy is None:
        return zlib.compress(raw, level)
    c = zlib.compressobj(level, zlib.DEFLATED, 15, 9, strategy)
    return c.compress(raw) + c.flush()


def block_type(stream):
    """BTYPE of the first DEFLATE block: bits 1-2 of the byte after the 2-byte zlib header."""
    return (stream[2] >> 1) & 3


def channels(color_type):
    return {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color_type]


def pack_row(samples, bit_depth):
    """Samples (all channels of all pixels, in order) packed at the bit depth, MSB first."""
    if bit_depth == 8:
        return bytes(samples)
    if bit_depth == 16:
        return b''.join(struct.pack('>H', s) for s in samples)
    out, acc, n = [], 0, 0
    for s in samples:
        acc = (acc << bit_depth) | s
        n += bit_depth
        if n == 8:
            out.append(acc)
            acc, n = 0, 0
    if n:
        out.append(acc << (8 - n))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    if pb <= pc:
        return b
    return c


def filter_rows(rows, bpp, filters):
    """Applies the PNG filter of each row (PNG spec 9.2), forward direction."""
    out = b''
    prior = bytes(len(rows[0]))
    for row, f in zip(rows, filters):
        line = []
        for i, x in enumerate(row):
            a = row[i - bpp] if i >= bpp else 0
            b = prior[i]
            c = prior[i - bpp] if i >= bpp else 0
            pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][f]
            line.append((x - pred) & 0xFF)
        out += bytes([f]) + bytes(line)
        prior = row
    return out


def image_data(pixels, width, height, bit_depth, color_type, filters=None):
    """pixels[y][x] is a tuple of samples. Returns the filtered, uncompressed scanlines."""
    rows = [pack_row([s for px in pixels[y] for s in px], bit_depth) for y in range(height)]
    bpp = max(1, channels(color_type) * bit_depth // 8)
    return filter_rows(rows, bpp, filters or [0] * height)


def adam7_data(pixels, width, height, bit_depth, color_type):
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    out = b''
    for x0, y0, dx, dy in passes:
        sub = [[pixels[y][x] for x in range(x0, width, dx)] for y in range(y0, height, dy)]
        if not sub or not sub[0]:
            continue
        out += image_data(sub, len(sub[0]), len(sub), bit_depth, color_type)
    return out


class Bits:
    """DEFLATE bit writer: fields LSB first, Huffman codes MSB first."""

    def __init__(self):
        self.bits = []

    def field(self, value, count):
        for i in range(count):
            self.bits.append((value >> i) & 1)

    def code(self, value, count):
        for i in reversed(range(count)):
            self.bits.append((value >> i) & 1)

    def bytes(self):
        out = bytearray()
        for i in range(0, len(self.bits), 8):
            byte = 0
            for j, b in enumerate(self.bits[i:i + 8]):
                byte |= b << j
            out.append(byte)
        return bytes(out)


def swift_bytes(name, data, comment):
    lines = ['    /// ' + c for c in comment.split('\n')]
    lines.append('    static let %s: [UInt8] = [' % name)
    for i in range(0, len(data), 16):
        lines.append('        ' + ', '.join('0x%02X' % b for b in data[i:i + 16]) + ',')
    lines.append('    ]')
    return '\n'.join(lines)


fixtures = []
raw_fixtures = []


def add(name, data, comment):
    fixtures.append(swift_bytes(name, data, comment))
    raw_fixtures.append((name, data))


# 3 x 2 RGBA, 8-bit: red, green, blue / white half-transparent, black, transparent.
rgba3x2 = [[(255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255)],
           [(255, 255, 255, 128), (0, 0, 0, 255), (0, 0, 0, 0)]]
raw = image_data(rgba3x2, 3, 2, 8, 6)
z9 = compress(raw, 9)
z0 = compress(raw, 0)
assert block_type(z0) == 0
add('rgba3x2Level9', png(3, 2, 8, 6, z9),
    '3 × 2 RGBA, 8 bits, zlib level 9 (block type %d): red, green, blue / (255, 255, 255, 128), black, (0, 0, 0, 0).'
    % block_type(z9))
add('rgba3x2Stored', png(3, 2, 8, 6, z0), 'The same pixels in a stored block (zlib level 0).')


# 16 x 16 RGBA gradient: pixel (x, y) = (16x, 16y, 255 - 16x, 128 + 8y).
grad = [[(16 * x, 16 * y, 255 - 16 * x, 128 + 8 * y) for x in range(16)] for y in range(16)]
raw = image_data(grad, 16, 16, 8, 6, filters=[1] * 16)
dyn = compress(raw, 9)
assert block_type(dyn) == 2, block_type(dyn)
fixed = compress(raw, 9, zlib.Z_FIXED)
assert block_type(fixed) == 1
add('gradientDynamic', png(16, 16, 8, 6, dyn),
    '16 × 16 RGBA, pixel (x, y) = (16x, 16y, 255 − 16x, 128 + 8y), every row filtered Sub, dynamic Huffman codes\n'
    '(block type 2).')
add('gradientFixed', png(16, 16, 8, 6, fixed), 'The same pixels with the fixed Huffman codes (block type 1).')
# The same again, the image data split over three IDAT chunks, with tEXt and gAMA chunks before them.
split = [dyn[:10], dyn[10:11], dyn[11:]]
add('gradientSplit', png(16, 16, 8, 6, split, extra_after_header=[('gAMA', struct.pack('>I', 45455)),
                                                                  ('tEXt', b'Comment\x00fixture')]),
    'The dynamic stream split over three IDAT chunks, after gAMA and tEXt chunks (skipped).')

# Each filter type: 4 x 5 RGB, pixel (x, y) = (10x + 3y, 200 - 7x*y, 37x + 11y); rows filtered 0, 1, 2, 3, 4.
filt = [[((10 * x + 3 * y) & 255, (200 - 7 * x * y) & 255, (37 * x + 11 * y) & 255) for x in range(4)] for y in range(5)]
raw = image_data(filt, 4, 5, 8, 2, filters=[0, 1, 2, 3, 4])
add('filtersRGB', png(4, 5, 8, 2, compress(raw, 9)),
    '4 × 5 RGB, pixel (x, y) = (10x + 3y, 200 − 7xy, 37x + 11y); rows filtered None, Sub, Up, Average, Paeth.')
# The same filters on 16-bit greyscale + alpha (4 bytes per pixel): grey 1000x + 300y, alpha 65535 - 4000y.
filt16 = [[(1000 * x + 300 * y, 65535 - 4000 * y) for x in range(4)] for y in range(5)]
raw = image_data(filt16, 4, 5, 16, 4, filters=[4, 3, 2, 1, 0])
add('filtersGreyAlpha16', png(4, 5, 16, 4, compress(raw, 9)),
    '4 × 5 greyscale + alpha, 16 bits: grey 1000x + 300y, alpha 65535 − 4000y; rows filtered Paeth, Average, Up, Sub, None.')

# Palette, 2-bit, with tRNS: 4 x 2, indices 0 1 2 3 / 3 2 1 0; palette red, green, blue, white; tRNS 255, 128, 0.
pal = bytes([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255])
idx = [[(0,), (1,), (2,), (3,)], [(3,), (2,), (1,), (0,)]]
raw = image_data(idx, 4, 2, 2, 3)
add('palette2Bit', png(4, 2, 2, 3, compress(raw, 9), extra_before=[('PLTE', pal), ('tRNS', bytes([255, 128, 0]))]),
    '4 × 2 indexed, 2 bits: indices 0 1 2 3 / 3 2 1 0; palette red, green, blue, white; tRNS alphas 255, 128, 0.')
# Palette 1-bit and 4-bit, 8-bit, no tRNS.
idx1 = [[(x % 2,) for x in range(9)]]
add('palette1Bit', png(9, 1, 1, 3, compress(image_data(idx1, 9, 1, 1, 3)), extra_before=[('PLTE', bytes([10, 20, 30, 40, 50, 60]))]),
    '9 × 1 indexed, 1 bit: indices 0 1 0 1 0 1 0 1 0; palette (10, 20, 30), (40, 50, 60).')
pal16 = bytes(sum(([i * 16, 255 - i * 16, i] for i in range(16)), []))
idx4 = [[(15 - x,) for x in range(5)]]
add('palette4Bit', png(5, 1, 4, 3, compress(image_data(idx4, 5, 1, 4, 3)), extra_before=[('PLTE', pal16)]),
    '5 × 1 indexed, 4 bits: indices 15 14 13 12 11; palette entry i = (16i, 255 − 16i, i).')
add('palette8BitOutOfRange', png(2, 1, 8, 3, compress(image_data([[(0,), (2,)]], 2, 1, 8, 3)),
                                 extra_before=[('PLTE', bytes([1, 2, 3, 4, 5, 6]))]),
    '2 × 1 indexed, 8 bits: indices 0, 2 with a palette of two entries (index 2 is past its end).')

# Greyscale at every depth.
g1 = [[(b,) for b in (1, 0, 1, 0, 0, 1, 1, 1, 0, 0)]]
add('grey1Bit', png(10, 1, 1, 0, compress(image_data(g1, 10, 1, 1, 0))), '10 × 1 greyscale, 1 bit: 1 0 1 0 0 1 1 1 0 0.')
g2 = [[(0,), (1,), (2,), (3,)]]
add('grey2Bit', png(4, 1, 2, 0, compress(image_data(g2, 4, 1, 2, 0))), '4 × 1 greyscale, 2 bits: 0 1 2 3.')
g4 = [[(0,), (5,), (10,), (15,)]]
add('grey4BitTransparent', png(4, 1, 4, 0, compress(image_data(g4, 4, 1, 4, 0)), extra_before=[('tRNS', struct.pack('>H', 5))]),
    '4 × 1 greyscale, 4 bits: 0 5 10 15, tRNS grey 5.')
g16 = [[(0x0000,), (0xFFFF,)], [(0x8080,), (0x1234,)]]
add('grey16Bit', png(2, 2, 16, 0, compress(image_data(g16, 2, 2, 16, 0))), '2 × 2 greyscale, 16 bits: 0x0000 0xFFFF / 0x8080 0x1234.')
add('grey16BitTransparent', png(2, 2, 16, 0, compress(image_data(g16, 2, 2, 16, 0)), extra_before=[('tRNS', struct.pack('>H', 0x1234))]),
    'The same with tRNS grey 0x1234.')
ga = [[(100, 50), (200, 255)]]
add('greyAlpha8Bit', png(2, 1, 8, 4, compress(image_data(ga, 2, 1, 8, 4))), '2 × 1 greyscale + alpha, 8 bits: (100, 50), (200, 255).')

# Truecolour with tRNS, and 16-bit truecolour (+ alpha).
rgb = [[(255, 0, 255), (1, 2, 3)]]
add('rgbTransparent', png(2, 1, 8, 2, compress(image_data(rgb, 2, 1, 8, 2)), extra_before=[('tRNS', struct.pack('>HHH', 255, 0, 255))]),
    '2 × 1 RGB, 8 bits: (255, 0, 255), (1, 2, 3); tRNS (255, 0, 255).')
rgb16 = [[(0xFFFF, 0x0000, 0x7FFF)]]
add('rgb16Bit', png(1, 1, 16, 2, compress(image_data(rgb16, 1, 1, 16, 2))), '1 × 1 RGB, 16 bits: (0xFFFF, 0x0000, 0x7FFF).')
rgba16 = [[(0x0101, 0xFEFF, 0x8000, 0x4000)]]
add('rgba16Bit', png(1, 1, 16, 6, compress(image_data(rgba16, 1, 1, 16, 6))), '1 × 1 RGBA, 16 bits: (0x0101, 0xFEFF, 0x8000, 0x4000).')

# Adam7: 5 x 5 RGB, pixel (x, y) = (50x, 50y, 100 + x + 10y); and 1 x 1, 2 x 3 (passes with no pixels).
a7 = [[(50 * x, 50 * y, 100 + x + 10 * y) for x in range(5)] for y in range(5)]
add('adam7RGB5x5', png(5, 5, 8, 2, compress(adam7_data(a7, 5, 5, 8, 2)), interlace=1),
    '5 × 5 RGB, Adam7-interlaced: pixel (x, y) = (50x, 50y, 100 + x + 10y).')
a7g = [[((x + 3 * y) % 4,) for x in range(2)] for y in range(3)]
add('adam7Grey2Bit2x3', png(2, 3, 2, 0, compress(adam7_data(a7g, 2, 3, 2, 0)), interlace=1),
    '2 × 3 greyscale, 2 bits, Adam7 (passes 2, 3 and 4 are empty): sample (x, y) = (x + 3y) mod 4.')

# Hostile files.
zero_width = b'\x89PNG\r\n\x1a\n' + chunk('IHDR', struct.pack('>IIBBBBB', 0, 2, 8, 6, 0, 0, 0))
add('zeroWidth', zero_width + chunk('IEND', b''), 'An IHDR of width 0, height 2.')
huge = png(100000, 100000, 8, 6, compress(b'\x00' * 100))
add('huge', huge, 'IHDR 100,000 × 100,000 RGBA with a tiny IDAT.')
bomb = png(1, 1, 8, 6, compress(b'\x00' * 1_000_000))
add('bomb', bomb, 'IHDR 1 × 1 RGBA (5 bytes of rows), IDAT inflating to 1,000,000 zero bytes.')
bad_adler_stream = compress(image_data(rgba3x2, 3, 2, 8, 6), 9)
bad_adler_stream = bad_adler_stream[:-4] + struct.pack('>I', 0x01020304)
add('badAdler', png(3, 2, 8, 6, bad_adler_stream),
    'The 3 × 2 RGBA image with its Adler-32 replaced by 0x01020304 (the true one is 0x%08X).'
    % (zlib.adler32(image_data(rgba3x2, 3, 2, 8, 6)) & 0xFFFFFFFF))
bad_filter = bytearray(image_data(rgba3x2, 3, 2, 8, 6))
bad_filter[13] = 5
add('badFilter', png(3, 2, 8, 6, compress(bytes(bad_filter))), 'The 3 × 2 RGBA image with its second row\'s filter type 5.')
short = image_data(rgba3x2, 3, 2, 8, 6)[:-1]
add('shortData', png(3, 2, 8, 6, compress(short)), 'The 3 × 2 RGBA image with the last byte of its rows missing (25 of 26).')
add('unknownCritical', png(1, 1, 8, 0, compress(b'\x00\x00'), extra_before=[('ABCD', b'')]),
    'A 1 × 1 greyscale image with an unknown critical chunk ABCD.')
add('missingPalette', png(1, 1, 8, 3, compress(b'\x00\x00')), 'A 1 × 1 indexed image without PLTE.')
add('badDepth', png(1, 1, 3, 0, compress(b'\x00\x00')), 'A 1 × 1 greyscale image of bit depth 3.')
split_bad = b'\x89PNG\r\n\x1a\n' + chunk('IHDR', struct.pack('>IIBBBBB', 1, 1, 8, 0, 0, 0, 0))
z = compress(b'\x00\x7f')
split_bad += chunk('IDAT', z[:4]) + chunk('tEXt', b'a\x00b') + chunk('IDAT', z[4:]) + chunk('IEND', b'')
add('splitImageData', split_bad, 'A 1 × 1 greyscale image whose IDAT chunks have a tEXt chunk between them.')

# Raw zlib and DEFLATE streams.
text = b''.join(b'line %d: the quick brown fox jumps over the lazy dog\n' % i for i in range(40))
add('textLevel9', compress(text, 9), 'zlib level 9 (block type %d) of the 40 lines "line i: the quick brown fox jumps over the lazy dog\\n",\n'
    'i = 0…39.' % block_type(compress(text, 9)))
assert block_type(compress(text, 9)) == 2
add('textStored', compress(text, 0), 'The same text at zlib level 0 (stored).')

b = Bits()  # literal 'a' (fixed code 0x30 + 97, 8 bits), length 4 (code 258, 7 bits) at distance 1 (code 0), end of block.
b.field(1, 1); b.field(1, 2); b.code(0x30 + 97, 8); b.code(2, 7); b.code(0, 5); b.code(0, 7)
add('fixedRuns', b.bytes(), 'Raw DEFLATE, one fixed block: literal "a", length 4 at distance 1, end of block: "aaaaa".')
b = Bits()  # length 3 (code 257) at distance 1 with nothing written yet.
b.field(1, 1); b.field(1, 2); b.code(1, 7); b.code(0, 5); b.code(0, 7)
add('distanceBeforeStart', b.bytes(), 'Raw DEFLATE, fixed block: length 3 at distance 1 as the first symbol.')
b = Bits()  # literal 'a', then length 3 at distance 2 (code 1) with one byte written.
b.field(1, 1); b.field(1, 2); b.code(0x30 + 97, 8); b.code(1, 7); b.code(1, 5); b.code(0, 7)
add('distanceTooFar', b.bytes(), 'Raw DEFLATE, fixed block: literal "a", then length 3 at distance 2.')
b = Bits()  # dynamic block whose code length code gives all 19 symbols length 1: over-subscribed.
b.field(1, 1); b.field(2, 2); b.field(0, 5); b.field(0, 5); b.field(15, 4)
for _ in range(19):
    b.field(1, 3)
b.field(0, 16)
add('oversubscribed', b.bytes(), 'Raw DEFLATE, dynamic block: HCLEN 19 code length code lengths, all 1 (over-subscribed).')
b = Bits()  # dynamic block with HLIT = 30 (287 literal/length codes).
b.field(1, 1); b.field(2, 2); b.field(30, 5); b.field(0, 5); b.field(0, 4); b.field(0, 32)
add('tooManyLiterals', b.bytes(), 'Raw DEFLATE, dynamic block with HLIT 30: 287 literal/length codes.')
b = Bits()  # dynamic block: code length code {0: 1, 16: 1} (complete); the first length is a repeat (16).
b.field(1, 1); b.field(2, 2); b.field(0, 5); b.field(0, 5); b.field(0, 4)  # HCLEN 4: symbols 16, 17, 18, 0
b.field(1, 3); b.field(0, 3); b.field(0, 3); b.field(1, 3)
b.code(1, 1)  # symbol 16 (codes: 0 -> symbol 0, 1 -> symbol 16)
b.field(0, 2); b.field(0, 16)
add('repeatWithoutPrevious', b.bytes(), 'Raw DEFLATE, dynamic block whose first code length is "repeat the previous" (16).')
b = Bits()  # dynamic block: code length code {0: 1, 18: 1}; every length 0, so no end-of-block code.
b.field(1, 1); b.field(2, 2); b.field(0, 5); b.field(0, 5); b.field(0, 4)
b.field(0, 3); b.field(0, 3); b.field(1, 3); b.field(1, 3)
# 258 lengths of 0: 18 with 127 extra (138 zeros), then 18 with 109 extra (120 zeros).
b.code(1, 1); b.field(127, 7); b.code(1, 1); b.field(109, 7)
b.field(0, 16)
add('noEndOfBlock', b.bytes(), 'Raw DEFLATE, dynamic block whose 258 code lengths are all 0 (no end-of-block code).')
add('reservedBlockType', bytes([0b111]), 'Raw DEFLATE: BFINAL 1, BTYPE 3 (reserved).')
add('storedMismatch', bytes([0x01, 0x03, 0x00, 0xFC, 0xFE, 0x61, 0x62, 0x63]),
    'Raw DEFLATE: a final stored block, LEN 3 but NLEN 0xFEFC (not 0xFFFC).')

if len(sys.argv) == 3 and sys.argv[1] == '--write-corpus':
    os.makedirs(sys.argv[2], exist_ok=True)
    for name, data in raw_fixtures:
        with open(os.path.join(sys.argv[2], name + '.bin'), 'wb') as out:
            out.write(bytes(data))
    sys.exit(0)

print('// Generated by scripts/make-image-fixtures.py from the pixel values in its comments; do not edit.')
print('// Each fixture was written with Python\'s zlib and struct, independently of the decoder under test.')
print()
print('/// PNG files and zlib/DEFLATE streams, with the values they were made from.')
print('enum Fixtures {')
print('\n\n'.join(fixtures))
print('}')
