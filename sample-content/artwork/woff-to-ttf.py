# WOFF 1.0 to TrueType: the tables unpacked (zlib) and laid out again, for fontconfig.
import struct, zlib, sys
def convert(src, dst):
    data = open(src,'rb').read()
    sig, flavor, length, numTables = struct.unpack('>4sIIH', data[:14])
    assert sig == b'wOFF'
    tables = []
    for i in range(numTables):
        tag, off, clen, olen, csum = struct.unpack('>4sIIII', data[44+i*20:64+i*20])
        raw = data[off:off+clen]
        if clen < olen: raw = zlib.decompress(raw)
        tables.append((tag, raw, csum))
    import math
    es = int(math.log2(numTables)); sr = (2**es)*16; rs = numTables*16 - sr
    out = bytearray(struct.pack('>IHHHH', flavor, numTables, sr, es, rs))
    offset = 12 + 16*numTables
    body = bytearray()
    for tag, raw, csum in tables:
        out += struct.pack('>4sIII', tag, csum, offset + len(body), len(raw))
        body += raw + b'\0' * ((4 - len(raw) % 4) % 4)
    open(dst,'wb').write(out + body)
for s in sys.argv[1:]:
    convert(s, s.replace('.woff', '.ttf'))
