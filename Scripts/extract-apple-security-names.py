#!/usr/bin/env python3
"""Derives the Security names data files from Apple's open-source Security project.

Usage:
  Scripts/extract-apple-security-names.py /path/to/apple-oss-distributions/Security.git

Reads, at the repository's HEAD:
  - the statuses of base/SecBase.h (both OSStatus enums), with the message
    SecCopyErrorMessageString gives: Apple's build (OSX/lib/generateErrStrings.sh and .pl)
    writes SecErrorMessages.strings from the trailing (or leading) comment of each enum
    entry of a fixed list of headers, keyed by number, and SecDebugErrorMessages.strings
    with the identifier for entries without a comment; a later entry for the same number
    replaces an earlier one; a number in neither table reads "OSStatus <n>";
  - the private statuses of base/SecBasePriv.h that the simulation declares (PRIVATE_STATUSES);
  - every CFStringRef constant of keychain/headers/SecItem.h usable on iOS or macOS, with the
    string of OSX/sec/Security/SecItemConstants.c, OSX/libsecurity_keychain/lib/SecItemConstants.c
    or OSX/sec/Security/SecItemInternal.h,
    plus the private constants the rulebook uses (PRIVATE_CONSTANTS);
  - the SecAccessControlCreateFlags of keychain/headers/SecAccessControl.h.

Writes Tests/SimulatedSecurityTests/Fixtures/AppleSecurity/{statuses,constants,access-control-flags}.tsv.
Then run Scripts/generate-security-tables.sh to regenerate the Swift files that read them.
"""
import os
import re
import subprocess
import sys

ERROR_HEADERS = [  # the order of Apple's generateErrStrings.sh
    "OSX/libsecurity_authorization/lib/Authorization.h",
    "OSX/libsecurity_authorization/lib/AuthSession.h",
    "OSX/libsecurity_ssl/lib/SecureTransport.h",
    "base/SecBase.h",
    "OSX/libsecurity_cssm/lib/cssmerr.h",
    "cssm/cssmapple.h",
    "OSX/libsecurity_codesigning/lib/CSCommon.h",
    "OSX/libsecurity_keychain/lib/MacOSErrorStrings.h",
]

# Private statuses (SecBasePriv.h) that securityd returns or that the rulebook names.
PRIVATE_STATUSES = [
    "errSecInvalidCertificate", "errSecInvalidKey", "errSecInternal",
    "errSecUnsupportedAlgorithm", "errSecUnsupportedOperation",
    "errSecItemInvalidKey", "errSecItemInvalidKeyType", "errSecItemInvalidValue",
    "errSecItemClassMissing", "errSecItemMatchUnsupported", "errSecUseItemListUnsupported",
    "errSecUseKeychainUnsupported", "errSecReturnDataUnsupported",
    "errSecReturnAttributesUnsupported", "errSecReturnRefUnsupported",
    "errSecReturnPersistentRefUnsupported", "errSecValueRefUnsupported",
    "errSecValuePersistentRefUnsupported", "errSecReturnMissingPointer",
    "errSecMatchLimitUnsupported", "errSecItemIllegalQuery",
    "errSecUpgradePending", "errSecAuthNeeded",
]

# Constants outside SecItem.h's iOS and macOS surface that the keychain rulebook and scenario
# files use: private ones (SecItemPriv.h, SecItemInternal.h), the shared web credential
# password (SecSharedCredential.h) and SecItem.h's tvOS-only kSecUseUserIndependentKeychain.
EXTRA_CONSTANTS = [
    "kSecAttrEndDate", "kSecAttrIsModifiable", "kSecAttrIsPrivate", "kSecAttrKeyCreator",
    "kSecAttrStartDate", "kSecSharedPassword", "kSecAttrAFPServerSignature", "kSecAttrAddress",
    "kSecAttrCanSignRecover", "kSecAttrCanVerifyRecover", "kSecAttrVolume",
    "kSecAttrWasAlwaysSensitive", "kSecAttrWasNeverExtractable", "kSecUseUserIndependentKeychain",
    "kSecClassAppleSharePassword",
    "kSecAttrAccessibleAlwaysPrivate", "kSecAttrAccessibleAlwaysThisDeviceOnlyPrivate",
    "kSecAttrAccessibleUntilReboot",
    "kSecAttrScriptCode", "kSecAttrHasCustomIcon", "kSecAttrCRLType", "kSecAttrCRLEncoding",
    "kSecAttrAlias", "kSecAttrTombstone", "kSecAttrMultiUser", "kSecAttrNoLegacy",
    "kSecAttrTokenOID", "kSecAttrUUID", "kSecAttrSysBound", "kSecAttrSHA1",
    "kSecAttrDeriveSyncIDFromItemAttributes", "kSecAttrPCSPlaintextServiceIdentifier",
    "kSecAttrPCSPlaintextPublicKey", "kSecAttrPCSPlaintextPublicIdentity",
    "kSecAttrSharingGroup", "kSecAttrAppClipItem",
    "kSecAttrKeyTypeDSA", "kSecAttrKeyTypeDES", "kSecAttrKeyType3DES", "kSecAttrKeyTypeRC2",
    "kSecAttrKeyTypeRC4", "kSecAttrKeyTypeCAST", "kSecAttrKeyTypeEd25519",
    "kSecAttrKeyTypeX25519", "kSecAttrKeyTypeAES",
    "kSecDataInetExtraNotes", "kSecDataInetExtraHistory", "kSecDataInetExtraClientDefined0",
    "kSecDataInetExtraClientDefined1", "kSecDataInetExtraClientDefined2",
    "kSecDataInetExtraClientDefined3",
    "kSecUseTombstones", "kSecUseCredentialReference", "kSecUseSystemKeychainAlways",
    "kSecUseSystemKeychain", "kSecUseSyncBubbleKeychain", "kSecUseCallerName",
    "kSecUseTokenRawItems", "kSecUseCertificatesWithMatchIssuers",
    "kSecAttrTokenIDSecureEnclave", "kSecAttrAccessGroupToken",
]

# A constant is a value (not a dictionary key) when its name extends one of these keys.
VALUE_FAMILIES = [
    "kSecClass", "kSecAttrAccessible", "kSecAttrAccessGroup", "kSecAttrProtocol",
    "kSecAttrAuthenticationType", "kSecAttrKeyClass", "kSecAttrKeyType", "kSecAttrPRF",
    "kSecAttrSynchronizable", "kSecMatchLimit", "kSecUseAuthenticationUI", "kSecAttrTokenID",
]


def show(repo, path):
    return subprocess.run(
        ["git", "-C", repo, "show", "HEAD:" + path], check=True, capture_output=True
    ).stdout.decode("utf-8", "replace")


def cleanup(comment):
    comment = re.sub(r"\s\s+", " ", comment or "")
    return comment.strip()


def error_string_entries(text):
    """Ports generateErrStrings.pl's processInput: (identifier, value, message) per entry."""
    entries = []
    for chunk in text.split("};"):
        chunk += "};"
        match = re.search(r"\n\s*(?:enum|CF_ENUM\(OSStatus\))\s*{\s*([^}]*)};", chunk)
        enum = match.group(1) if match else ""
        while enum != "":
            enum = enum.lstrip()
            leading = ""
            lc = re.match(r"^(/\*([^*]|[\r\n]|(\*+([^*/]|[\r\n])))*\*+/)|(//.*)", enum)
            if lc and lc.group(0):
                enum = enum[len(lc.group(0)):]
                leading = cleanup(lc.group(0)[2:-2])
            if enum == "":
                break
            if re.search(r"\s*(//)", enum) and re.search(r"\s*(//)", enum).start() == 0:
                enum = re.sub(r"^[^\n]*[\n]*", "", enum, count=1)
                continue
            ident = re.search(r"\s*([_A-Za-z][_A-Za-z0-9]*)", enum)
            identifier = ident.group(1) if ident else ""
            value = re.search(r"\s*[_A-Za-z][_A-Za-z0-9]*\s*=\s*(-?[0-9]*),", enum)
            value = value.group(1) if value else ""
            enum = re.sub(r"^[^,]*?(,|\n|(/\*))", "", enum, count=1) if re.search(
                r"(,|\n|(/\*))", enum) else ""
            trailing = re.match(r"^[ \t]*/\*((.)*)?\*/", enum)
            trailing = cleanup(trailing.group(1)) if trailing else ""
            enum = re.sub(r"^[^\n]*[\n]*", "", enum, count=1)
            entries.append((identifier, value, trailing or leading))
    return entries


def perl_search(pattern, text):
    return re.search(pattern, text)


def message_tables(repo):
    messages, debug = {}, {}
    pattern = re.compile(r"(CSSM_ERRCODE|CSSMERR_|errSec|errCS|errAuth|errSSL)[_A-Za-z][_A-Za-z0-9]*")
    for header in ERROR_HEADERS:
        for identifier, value, message in error_string_entries(show(repo, header)):
            if not pattern.search(identifier) or value == "":
                continue
            if message:
                messages[int(value)] = message
            debug[int(value)] = message or identifier
    return messages, debug


def status_declarations(text):
    """(name, value expression) of every entry of the OSStatus enums."""
    found = []
    for body in re.findall(r"CF_ENUM\(OSStatus\)\s*\{(.*?)\};", text, re.S):
        body = re.sub(r"/\*.*?\*/", "", body, flags=re.S)
        body = re.sub(r"//[^\n]*", "", body)
        for item in body.split(","):
            item = re.sub(r"__attribute__\s*\(\(.*?\)\)", "", item, flags=re.S)
            item = re.sub(r"API_\w+\s*\((?:[^()]|\([^()]*\))*\)", "", item)
            m = re.match(r"\s*(err\w+)\s*=\s*(\S+)\s*$", item)
            if m:
                found.append((m.group(1), m.group(2)))
    return found


def statuses(repo):
    messages, debug = message_tables(repo)
    rows, values = [], {}
    def resolve(expression):
        return int(expression) if re.match(r"-?\d+$", expression) else values[expression]
    for name, expression in status_declarations(show(repo, "base/SecBase.h")):
        values[name] = resolve(expression)
        rows.append((name, values[name], "SecBase.h"))
    private = dict(status_declarations(
        show(repo, "base/SecBasePriv.h").replace("enum\n{", "CF_ENUM(OSStatus)\n{")
        .replace("enum {", "CF_ENUM(OSStatus) {")))
    for name in PRIVATE_STATUSES:
        values[name] = resolve(private[name])
        rows.append((name, values[name], "SecBasePriv.h"))
    out = []
    for name, value, header in rows:
        message = messages.get(value) or debug.get(value) or "OSStatus %d" % value
        out.append((name, value, header, message))
    return out


def constant_strings(repo):
    strings = {}
    for path in ["OSX/sec/Security/SecItemConstants.c",
                 "OSX/libsecurity_keychain/lib/SecItemConstants.c",
                 "OSX/sec/Security/SecItemInternal.h"]:
        for line in show(repo, path).splitlines():
            m = re.match(r"\s*SEC_CONST_DECL\s*\(\s*(\w+)\s*,\s*\"([^\"]*)\"\s*\)", line)
            if m:
                strings.setdefault(m.group(1), m.group(2))
            m = re.match(r"\s*static const CFStringRef (\w+)\s*=\s*CFSTR\(\"([^\"]*)\"\)", line)
            if m:
                strings.setdefault(m.group(1), m.group(2))
            m = re.match(r"\s*const CFStringRef (\w+)\s*=\s*(\w+)\s*;", line)
            if m and m.group(2) in strings:
                strings.setdefault(m.group(1), strings[m.group(2)])
    return strings


def availability(declaration):
    unavailable = re.search(r"API_UNAVAILABLE\(([^)]*)\)", declaration)
    gone = {p.strip() for p in unavailable.group(1).split(",")} if unavailable else set()
    for platform in ["ios", "macos"]:
        if re.search(platform + r"\(NA", declaration):
            gone.add(platform)
    return [p for p in ["ios", "macos"] if p not in gone]


def constants(repo):
    strings = constant_strings(repo)
    text = show(repo, "keychain/headers/SecItem.h")
    rows, elsewhere = [], {}
    for m in re.finditer(r"extern const CFStringRef (\w+)([^;]*);", text):
        name, declaration = m.group(1), m.group(2)
        platforms = availability(declaration)
        if not platforms:
            elsewhere[name] = ("SecItem.h", "tvos")
            continue
        rows.append((name, strings[name], "SecItem.h", ",".join(platforms)))
    for header in ["keychain/headers/SecItemPriv.h", "OSX/sec/Security/SecItemInternal.h",
                   "keychain/headers/SecSharedCredential.h"]:
        for name in re.findall(r"CFStringRef\s+(\w+)", show(repo, header)):
            elsewhere.setdefault(name, (os.path.basename(header), "ios,macos"))
    for name in EXTRA_CONSTANTS:
        if not any(r[0] == name for r in rows):
            header, platforms = elsewhere[name]
            rows.append((name, strings[name], header, platforms))
    return [(n, v, kind(n), h, p) for n, v, h, p in rows]


def kind(name):
    return "value" if any(
        name.startswith(f) and name != f for f in VALUE_FAMILIES) else "key"


def access_control_flags(repo):
    text = show(repo, "keychain/headers/SecAccessControl.h")
    body = re.search(r"CF_OPTIONS\(CFOptionFlags, SecAccessControlCreateFlags\)\s*\{(.*?)\}", text, re.S)
    rows = []
    for m in re.finditer(r"(kSecAccessControl\w+)[^=\n]*=\s*1u\s*<<\s*(\d+)", body.group(1)):
        rows.append((m.group(1), 1 << int(m.group(2))))
    return rows


def main():
    repo = sys.argv[1]
    commit = subprocess.run(["git", "-C", repo, "log", "-1", "--format=%H"],
                            check=True, capture_output=True, text=True).stdout.strip()
    tag = subprocess.run(["git", "-C", repo, "describe", "--tags", "--always"],
                         check=True, capture_output=True, text=True).stdout.strip()
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    folder = os.path.join(root, "Tests/SimulatedSecurityTests/Fixtures/AppleSecurity")
    os.makedirs(folder, exist_ok=True)
    source = "# Derived from Apple's Security %s (commit %s) by Scripts/extract-apple-security-names.py.\n" % (tag, commit)
    with open(os.path.join(folder, "statuses.tsv"), "w") as f:
        f.write(source + "# name\tvalue\theader\tmessage (SecCopyErrorMessageString)\n")
        for row in statuses(repo):
            f.write("%s\t%d\t%s\t%s\n" % row)
    with open(os.path.join(folder, "constants.tsv"), "w") as f:
        f.write(source + "# name\tstring\tkind\theader\tplatforms\n")
        for row in constants(repo):
            f.write("%s\t%s\t%s\t%s\t%s\n" % row)
    with open(os.path.join(folder, "access-control-flags.tsv"), "w") as f:
        f.write(source + "# name\tvalue\n")
        for row in access_control_flags(repo):
            f.write("%s\t%d\n" % row)


if __name__ == "__main__":
    main()
