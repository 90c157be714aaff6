#ifndef UNBOARD_CLIBXML2_SHIM_H
#define UNBOARD_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
/* Debian builds libxml2 with ICU; its ICU headers clash with Foundation's own copy of ICU in Swift.
   Unboard never touches the ICU-specific encoding handler fields, so leave them out. */
#undef LIBXML_ICU_ENABLED
#include <libxml/xmlreader.h>
#include <libxml/parser.h>
#include <libxml/xmlerror.h>
#endif
